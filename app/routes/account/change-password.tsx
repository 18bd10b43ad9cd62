import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { requestContext } from "~/.server/context";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { admit, admitPost } from "~/.server/guards";
import { changePasswordSchema, type FieldSetting } from "~/domain/account-forms";
import { Dialog } from "~/ui/account/dialog";
import { ErrorSummary, FieldErrors, TextField, FormAnswer } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { isPlayerSubmit } from "~/ui/forms/player-submit";
import { SubmitButton } from "~/ui/forms/submit-button";
import { Toast } from "~/ui/toast";
import type { Route } from "./+types/change-password";
import { refusalErrors } from "~/.server/account-session";
import { fieldSettings } from "~/.server/field-settings";
import "~/styles/account.css";
import "~/styles/forms.css";
import { useT } from "~/ui/use-t";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  title: "title.changePsw",
  bottomMenu: false,
  back: "none",
} satisfies PageHandle;

/** Spec: "changes saved" shows 1 s, then home. */
const RETURN_HOME_AFTER_MS = 1000;
const hideFields = ["oldPassword", "newPassword", "confirmNewPassword"];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, context });
  const settings = await fieldSettings(context);
  return { userName: session.userName, passwordSetting: settings.password };
}

export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
  const { backend } = context.get(requestContext);
  const settings = await fieldSettings(context);
  const submission = parseWithZod(await request.formData(), {
    schema: changePasswordSchema(settings.password),
  });
  if (submission.status !== "success") return replyInvalid(submission, { hideFields }, { saved: false });
  try {
    const { oldPassword, newPassword, confirmNewPassword } = submission.value;
    await backend.changePassword({ oldPassword, newPassword, confirmNewPassword });
    // Without JavaScript the browser follows the Refresh header; with it, the page's timer does.
    return replyAccepted(
      submission,
      { resetForm: true },
      { saved: true },
      { headers: { Refresh: `${RETURN_HOME_AFTER_MS / 1000}; url=/m/home` } },
    );
  } catch (error) {
    return replyInvalid(submission, { ...refusalErrors(error), hideFields }, { saved: false });
  }
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: "change-password",
    // Applied once, when the answer arrives: not again when loaders finish, over what was typed since.
    lastResult: actionData?.result,
    onValidate: validateWith(checks, (c) =>
      c.changePasswordSchema(loaderData.passwordSetting as FieldSetting),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saved = actionData?.saved === true;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(HOME_PATH), RETURN_HOME_AFTER_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);
  // The same-password prompt (spec: "validate; if new equals old show a popup") opens on the player's
  // submit: from the browser's check with JavaScript, or from the server's answer. A closed answer
  // stays closed; the next submit asks again.
  const [prompt, setPrompt] = useState(false);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const serverSaysSame =
    navigation.state === "idle" &&
    actionData?.result.error?.newPassword?.includes("same_password") === true &&
    dismissed !== actionData.result;
  const closePrompt = () => {
    setPrompt(false);
    setDismissed(actionData?.result ?? null);
  };
  const formProps = getFormProps(form);
  return (
    <section className="account-page">
      {saved ? <Toast flash={{ kind: "success", messageKey: "account.in_changes_saved" }} /> : null}
      {prompt || serverSaysSame ? (
        <Dialog title={t("account.in_popup_prompt")} onCancel={closePrompt}>
          <p>{t("account.errors.same_password")}</p>
          <form method="dialog" className="dialog__actions">
            <button type="submit" className="button" onClick={closePrompt}>
              {t("account.dialog.cancel")}
            </button>
          </form>
        </Dialog>
      ) : null}
      <FormAnswer.Provider value={{ answer: actionData?.result, secrets: hideFields, order: hideFields }}>
        <Form
          method="post"
          {...formProps}
          onSubmit={(event) => {
            if (isPlayerSubmit(event)) {
              const values = new FormData(event.currentTarget);
              setPrompt(
                values.get("oldPassword") !== "" && values.get("oldPassword") === values.get("newPassword"),
              );
            }
            formProps.onSubmit(event);
          }}
          noValidate
          className="account-form"
        >
          <ErrorSummary />
          <FieldErrors id={form.errorId} errors={form.errors} />
          <div className="field">
            <label htmlFor="change-password-username">{t("account.changePsw.username")}</label>
            <input
              id="change-password-username"
              value={loaderData.userName}
              readOnly
              className="field__readonly"
            />
          </div>
          <TextField
            field={fields.oldPassword}
            label={t("account.changePsw.oldPassword")}
            type="password"
            autoComplete="current-password"
            maxLength={128}
          />
          <TextField
            field={fields.newPassword}
            label={t("account.changePsw.newPassword")}
            type="password"
            autoComplete="new-password"
            maxLength={128}
          />
          <TextField
            field={fields.confirmNewPassword}
            label={t("account.changePsw.confirmNewPassword")}
            type="password"
            autoComplete="new-password"
            maxLength={128}
          />
          <SubmitButton disabled={navigation.state === "submitting"}>
            {t("account.changePsw.submit")}
          </SubmitButton>
        </Form>
      </FormAnswer.Provider>
    </section>
  );
}
