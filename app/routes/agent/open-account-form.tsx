import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, FieldErrors, FormAnswer, TextField } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { Honeypot } from "~/ui/forms/honeypot";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useT } from "~/ui/use-t";
import { useRate } from "~/ui/use-money";
import type { Route } from "./+types/open-account";

/**
 * All the form takes: the page's data (app/ui/forms/deferred-form.tsx) and what the page's module
 * shares with it (deferredPage).
 */
type FormProps = Pick<Route.ComponentProps, "loaderData" | "actionData"> & { hideFields: string[] };

export default function OpenAccountForm({ loaderData, actionData, hideFields }: FormProps) {
  const t = useT();
  const rate = useRate();
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
            <p className="agent-hint">{t("agent.open.quota", { quota: rate(quota) })}</p>
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
                  <p>{t("agent.open.affiliate.code", { code: link.code, rebate: rate(link.rebate) })}</p>
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
