import { parseWithZod } from "@conform-to/zod/v4";
import { avatarSrcOf } from "~/.server/header-account";
import { data } from "react-router";
import { deferredPage } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/my-account";
import { isBackendError } from "~/.server/backend";
import { requestContext } from "~/.server/context";
import { replyAccepted, replyInvalid } from "~/.server/form";
import { critical } from "~/.server/loader-data";
import type { FieldSetting } from "~/domain/account-forms";
import { avatarCheck, PROFILE_FIELDS } from "~/domain/my-account";
import { profileSchema } from "~/domain/profile-form";
import { fieldSettings } from "~/.server/field-settings";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/member.css";
import { admit, admitPost } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";
import { keepDataForUiParams } from "~/domain/ui-params";
import { answersByRedirect } from "~/.server/form-answer";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  trial: "realAccount",
  title: "title.myAccount",
} satisfies PageHandle;

export const hideFields: string[] = [];
/** The backend's avatar refusals, in the page's words. */
const AVATAR_REFUSALS: Record<string, "avatarTooLarge" | "avatarType" | "avatarMissing"> = {
  "avatar.too.large": "avatarTooLarge",
  "avatar.type": "avatarType",
  "avatar.empty": "avatarMissing",
};
const AVATAR_STATUS = { avatarMissing: 400, avatarTooLarge: 413, avatarType: 415 } as const;

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

/** /m/myAccount/index (accounts §2): nickname, e-mail, payee name and the avatar. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, url, context });
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
    avatarSrc: avatarSrcOf(profile.avatarUpdatedAt),
    settings: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, settings[f]])) as Record<string, FieldSetting>,
  };
}

// Without JavaScript a refusal is POST → 303 → GET, carried in the flash (issue 49).
export const action = answersByRedirect(act);

async function act({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
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

// The page is its form: drawn by the server, hydrated once its code (and conform's) arrives.
export default deferredPage(() => import("./my-account-form"), { hideFields });
