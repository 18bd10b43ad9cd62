import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import type { Route } from "./+types/my-account";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { critical } from "~/.server/loader-data";
import type { FieldSetting } from "~/domain/account-forms";
import { avatarCheck, PROFILE_FIELDS } from "~/domain/my-account";
import { profileSchema } from "~/domain/profile-form";
import { ErrorSummary, FormAnswer, TextField } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { useBrowserChecks, validateWith } from "~/ui/forms/lazy-checks";
import { SubmitButton } from "~/ui/forms/submit-button";
import { Toast } from "~/ui/toast";
import { useT } from "~/ui/use-t";
import { fieldSettings } from "~/.server/field-settings";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/member.css";
import { admit, admitPost } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  trial: "memberCentre",
  title: "title.myAccount",
} satisfies PageHandle;

const hideFields: string[] = [];
/** The backend's avatar refusals, in the page's words. */
const AVATAR_REFUSALS: Record<string, "avatarTooLarge" | "avatarType" | "avatarMissing"> = {
  "avatar.too.large": "avatarTooLarge",
  "avatar.type": "avatarType",
  "avatar.empty": "avatarMissing",
};
const AVATAR_STATUS = { avatarMissing: 400, avatarTooLarge: 413, avatarType: 415 } as const;

/** /m/myAccount/index (accounts §2): nickname, e-mail, payee name and the avatar. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, context });
  const { backend } = context.get(requestContext);
  const [profile, settings] = await critical(
    context,
    Promise.all([backend.profile(), fieldSettings(context)]),
  );
  return {
    account: session.userName,
    profile: {
      nickname: profile.nickname ?? "",
      email: profile.email ?? "",
      payeeName: profile.payeeName ?? "",
    },
    // The image's address changes with each upload, so a new avatar is never an old cached one.
    avatarSrc: profile.avatarUpdatedAt
      ? `/resources/avatar?v=${encodeURIComponent(profile.avatarUpdatedAt)}`
      : null,
    settings: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, settings[f]])) as Record<string, FieldSetting>,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await admitPost(handle, { request, context });
  const { backend } = context.get(requestContext);
  const formData = await request.formData();
  if (formData.get("intent") === "avatar") {
    const file = formData.get("avatar");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const checked = avatarCheck(bytes);
    let refusal = checked.ok ? null : checked.messageKey;
    if (checked.ok)
      try {
        await backend.uploadAvatar(bytes, checked.contentType);
      } catch (error) {
        refusal = (isBackendError(error) && AVATAR_REFUSALS[error.errorCode]) || null;
        if (!refusal) throw error;
      }
    if (refusal)
      return data(
        { form: "avatar" as const, result: null, avatarError: refusal },
        { status: AVATAR_STATUS[refusal] },
      );
    return { form: "avatar" as const, result: null, avatarError: null };
  }
  const settings = await fieldSettings(context);
  const submission = parseWithZod(formData, { schema: profileSchema(settings) });
  if (submission.status !== "success")
    return replyInvalid(submission, { hideFields }, { form: "profile" as const, avatarError: null });
  try {
    for (const field of PROFILE_FIELDS) {
      const value = submission.value[field];
      if (typeof value === "string" && value !== "") await backend.setProfileField(field, value);
    }
  } catch (error) {
    if (!isBackendError(error) || error.isUnavailable) throw error;
    return replyInvalid(
      submission,
      { hideFields, formErrors: ["save_failed"] },
      { form: "profile" as const, avatarError: null },
    );
  }
  return replyAccepted(submission, { hideFields }, { form: "profile" as const, avatarError: null });
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
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
