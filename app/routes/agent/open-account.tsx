import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useNavigation } from "react-router";
import { requestContext } from "~/.server/context";
import { redirectWithFlash } from "~/.server/flash";
import { replyInvalid } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { honeypotRefusal } from "~/.server/honeypot";
import { critical } from "~/.server/loader-data";
import {
  affiliateLinkSchema,
  deleteLinkSchema,
  openAccountFields,
  openAccountSchema,
} from "~/domain/agent-forms";
import { ErrorSummary, FieldErrors, FormAnswer, TextField } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { Honeypot } from "~/ui/forms/honeypot";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useT } from "~/ui/use-t";
import { fieldSettings } from "~/.server/field-settings";
import { refusalErrors } from "~/.server/account-session";
import type { Route } from "./+types/open-account";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/agent.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "agent", title: "title.agentRegister" } satisfies PageHandle;

const PATH = "/m/agentRegister";
/** Never sent back to the browser. */
const hideFields = ["password", "confirmPassword", "paymentPassword"];
const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** What the form depends on, the same for the loader and the action: the settings and the agent's quota. */
async function setup(context: Route.LoaderArgs["context"]) {
  const { backend } = context.get(requestContext);
  const [settings, info] = await Promise.all([
    fieldSettings(context),
    critical(context, backend.agentInfo()),
  ]);
  return { settings, info };
}

/**
 * /m/agentRegister: an agent opens an account for a downline (username, password twice, rebate within
 * the agent's quota, the registration settings' other fields), and keeps affiliate links (AFFMAN3).
 * Each post answers with a redirect (no resubmission on reload) or the form with its errors.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await admit(handle, { request, context });
  const { backend } = context.get(requestContext);
  const { settings, info } = await setup(context);
  const links = await critical(context, backend.affiliateUrls());
  const opened = new URL(request.url).searchParams.get("opened");
  const origin = new URL(request.url).origin;
  return {
    settings,
    extra: openAccountFields(settings),
    quota: info.rebate,
    opened: opened && ACCOUNT.test(opened) ? opened : null,
    links: links.map((l) => ({ ...l, url: `${origin}/m/register?code=${encodeURIComponent(l.code)}` })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
  const { backend } = context.get(requestContext);
  const formData = await request.formData();
  const { settings, info } = await setup(context);
  const intent = formData.get("intent");
  const flashTo = (messageKey: string) => redirectWithFlash(request, PATH, { kind: "success", messageKey });
  if (intent === "createLink" || intent === "deleteLink") {
    const submission =
      intent === "createLink"
        ? parseWithZod(formData, { schema: affiliateLinkSchema(info.rebate) })
        : parseWithZod(formData, { schema: deleteLinkSchema() });
    if (submission.status !== "success") return replyInvalid(submission, { hideFields }, { form: "links" });
    try {
      if ("rebate" in submission.value) {
        await backend.createAffiliateUrl(Number(submission.value.rebate));
        return flashTo("agent.open.affiliate.created");
      }
      await backend.deleteAffiliateUrl(submission.value.linkId);
      return flashTo("agent.open.affiliate.deleted");
    } catch (error) {
      return replyInvalid(submission, { ...refusalErrors(error), hideFields }, { form: "links" });
    }
  }
  const submission = parseWithZod(formData, { schema: openAccountSchema({ settings, quota: info.rebate }) });
  const bot = honeypotRefusal(formData);
  if (bot) return replyInvalid(submission, { ...bot, hideFields }, { form: "open" });
  if (submission.status !== "success") return replyInvalid(submission, { hideFields }, { form: "open" });
  const { rebate, ...fields } = submission.value;
  try {
    const opened = await backend.openDownlineAccount({ ...fields, rebate: Number(rebate) });
    return redirect(`${PATH}?opened=${encodeURIComponent(opened.account)}`);
  } catch (error) {
    return replyInvalid(submission, { ...refusalErrors(error), hideFields }, { form: "open" });
  }
}

export default function OpenAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { extra, quota, opened, links } = loaderData;
  const [form, fields] = useForm<FormShape>({
    id: "open-account",
    // Checked by the server only, on submit (no field-by-field posts that would empty the passwords).
    lastResult: actionData?.form === "open" ? actionData.result : undefined,
  });
  const [linkForm, linkFields] = useForm<FormShape>({
    id: "affiliate-link",
    lastResult: actionData?.form === "links" ? actionData.result : undefined,
  });
  const order = ["username", "password", "confirmPassword", "rebate", ...extra];
  return (
    <>
      <section className="account-page agent-page">
        {opened ? (
          <p role="status" className="agent-done">
            {t("agent.open.done", { account: opened })}
          </p>
        ) : null}
        <FormAnswer.Provider
          value={{
            answer: actionData?.form === "open" ? actionData.result : undefined,
            secrets: hideFields,
            order,
          }}
        >
          <Form method="post" {...getFormProps(form)} noValidate className="account-form">
            <Honeypot />
            <ErrorSummary />
            <FieldErrors id={form.errorId} errors={form.errors} />
            <TextField
              field={fields.username}
              label={t("agent.open.username")}
              autoComplete="off"
              maxLength={64}
            />
            <TextField
              field={fields.password}
              label={t("agent.open.password")}
              type="password"
              autoComplete="new-password"
              maxLength={128}
            />
            <TextField
              field={fields.confirmPassword}
              label={t("agent.open.confirmPassword")}
              type="password"
              autoComplete="new-password"
              maxLength={128}
            />
            <TextField
              field={fields.rebate}
              label={t("agent.open.rebate")}
              inputMode="numeric"
              maxLength={5}
            />
            <p className="agent-hint">{t("agent.open.quota", { quota })}</p>
            {extra.map((name) => (
              <TextField
                key={name}
                field={fields[name]}
                label={t(`account.register.${name}`, { defaultValue: name })}
                type={name === "paymentPassword" ? "password" : name === "email" ? "email" : "text"}
                maxLength={128}
              />
            ))}
            <SubmitButton name="intent" value="open" disabled={navigation.state === "submitting"}>
              {t("agent.open.submit")}
            </SubmitButton>
          </Form>
        </FormAnswer.Provider>
        <section id="affiliate-links" aria-labelledby="links-title">
          <h2 id="links-title">{t("agent.open.affiliate.title")}</h2>
          {links.length === 0 ? (
            <p className="agent-empty">{t("agent.open.affiliate.empty")}</p>
          ) : (
            <ul className="agent-downlines">
              {links.map((link) => (
                <li key={link.id}>
                  <p>{t("agent.open.affiliate.code", { code: link.code, rebate: link.rebate })}</p>
                  <p>
                    <a href={link.url}>{link.url}</a>
                  </p>
                  <Form method="post">
                    <input type="hidden" name="linkId" value={link.id} />
                    <button type="submit" name="intent" value="deleteLink" className="button button--ghost">
                      {t("agent.open.affiliate.delete")}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <FormAnswer.Provider
            value={{
              answer: actionData?.form === "links" ? actionData.result : undefined,
              secrets: [],
              order: ["rebate"],
            }}
          >
            <Form method="post" {...getFormProps(linkForm)} noValidate className="account-form">
              <FieldErrors id={linkForm.errorId} errors={linkForm.errors} />
              <TextField
                field={linkFields.rebate}
                label={t("agent.open.affiliate.rebate")}
                inputMode="numeric"
                maxLength={5}
              />
              <SubmitButton name="intent" value="createLink">
                {t("agent.open.affiliate.create")}
              </SubmitButton>
            </Form>
          </FormAnswer.Provider>
        </section>
      </section>
    </>
  );
}
