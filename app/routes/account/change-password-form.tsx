import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { type FieldSetting } from "~/domain/account-forms";
import { Dialog } from "~/ui/account/dialog";
import { ErrorSummary, FieldErrors, TextField, FormAnswer } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { isPlayerSubmit } from "~/ui/forms/player-submit";
import { SubmitButton } from "~/ui/forms/submit-button";
import { Toast } from "~/ui/toast";
import type { Route } from "./+types/change-password";
import { useT } from "~/ui/use-t";
import { HOME_PATH } from "~/domain/paths";

/**
 * All the form takes: the page's data (app/ui/forms/deferred-form.tsx) and what the page's module
 * shares with it (deferredPage).
 */
type FormProps = Pick<Route.ComponentProps, "loaderData" | "actionData"> & {
  hideFields: string[];
  RETURN_HOME_AFTER_MS: number;
};

export default function ChangePasswordForm({
  loaderData,
  actionData,
  hideFields,
  RETURN_HOME_AFTER_MS,
}: FormProps) {
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
  }, [saved, navigate, RETURN_HOME_AFTER_MS]);
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
            required
            label={t("account.changePsw.oldPassword")}
            type="password"
            autoComplete="current-password"
            maxLength={128}
          />
          <TextField
            field={fields.newPassword}
            required
            label={t("account.changePsw.newPassword")}
            type="password"
            autoComplete="new-password"
            maxLength={128}
          />
          <TextField
            field={fields.confirmNewPassword}
            required
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
