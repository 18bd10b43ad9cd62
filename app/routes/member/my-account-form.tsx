import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { Route } from "./+types/my-account";
import { PROFILE_FIELDS } from "~/domain/my-account";
import { ErrorSummary, FormAnswer, TextField } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { SubmitButton } from "~/ui/forms/submit-button";
import { Toast } from "~/ui/toast";
import { useT } from "~/ui/use-t";

/**
 * All the form takes: the page's data (app/ui/forms/deferred-form.tsx) and what the page's module
 * shares with it (deferredPage).
 */
type FormProps = Pick<Route.ComponentProps, "loaderData" | "actionData"> & { hideFields: string[] };

export default function MyAccountForm({ loaderData, actionData, hideFields }: FormProps) {
  const t = useT();
  const { profile, avatarSrc, settings } = loaderData;
  const checks = useBrowserChecks();
  const profileAnswer = actionData?.form === "profile" ? actionData.result : undefined;
  const [form, fields] = useForm<FormShape>({
    id: "my-account",
    lastResult: profileAnswer,
    defaultValue: profile,
    onValidate: validateWith(checks, (c) => c.profileSchema(settings)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saved = actionData?.form === "profile" && actionData.result?.status === "success";
  const avatarSaved = actionData?.form === "avatar" && actionData.avatarError === null;
  const avatarError = actionData?.form === "avatar" ? actionData.avatarError : null;
  return (
    <section className="account-page my-account">
      <h2>{t("member.account.profile")}</h2>
      {saved ? <Toast flash={{ kind: "success", messageKey: "member.account.saved" }} /> : null}
      {avatarSaved ? <Toast flash={{ kind: "success", messageKey: "member.account.avatarSaved" }} /> : null}
      <p className="my-account__name">{loaderData.account}</p>
      <FormAnswer.Provider value={{ answer: profileAnswer, secrets: hideFields, order: PROFILE_FIELDS }}>
        <Form method="post" {...getFormProps(form)} noValidate className="account-form">
          <input type="hidden" name="intent" value="profile" />
          <ErrorSummary />
          {form.errors?.includes("save_failed") ? (
            <p className="field__error" id={form.errorId}>
              {t("member.account.failed")}
            </p>
          ) : null}
          <TextField
            field={fields.nickname}
            label={t("member.account.nickname")}
            autoComplete="nickname"
            maxLength={20}
          />
          <TextField
            field={fields.email}
            label={t("member.account.email")}
            type="email"
            autoComplete="email"
            maxLength={128}
          />
          <TextField
            field={fields.payeeName}
            label={t("member.account.payeeName")}
            autoComplete="name"
            maxLength={30}
          />
          <SubmitButton>{t("member.account.save")}</SubmitButton>
        </Form>
      </FormAnswer.Provider>
      <h2>{t("member.account.avatar")}</h2>
      {avatarSrc ? (
        <img
          className="my-account__avatar"
          src={avatarSrc}
          alt={t("member.account.avatarCurrent")}
          width={96}
          height={96}
        />
      ) : null}
      <Form method="post" encType="multipart/form-data" className="account-form">
        <input type="hidden" name="intent" value="avatar" />
        <div className="field">
          <label htmlFor="avatar-file">{t("member.account.avatarFile")}</label>
          <input
            id="avatar-file"
            type="file"
            name="avatar"
            accept="image/png,image/jpeg"
            aria-describedby={avatarError ? "avatar-hint avatar-error" : "avatar-hint"}
            aria-invalid={avatarError ? true : undefined}
          />
          <p id="avatar-hint" className="field__hint">
            {t("member.account.avatarHint")}
          </p>
          {avatarError ? (
            <p role="alert" id="avatar-error" className="field__error">
              {t(`member.account.${avatarError}`)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          {t("member.account.upload")}
        </button>
      </Form>
    </section>
  );
}
