import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
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
import { fieldSettings } from "~/.server/field-settings";
import { refusalErrors } from "~/.server/account-session";
import { deferredPage } from "~/ui/forms/deferred-form";
import type { Route } from "./+types/open-account";
import { agentInfoOf } from "./agent.server";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/agent.css";
import type { PageHandle } from "~/domain/page";
import { keepDataForUiParams } from "~/domain/ui-params";
import { answersByRedirect } from "~/.server/form-answer";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "agent", title: "title.agentRegister" } satisfies PageHandle;

const PATH = "/m/agentRegister";
/** Never sent back to the browser. */
const hideFields = ["password", "confirmPassword", "paymentPassword"];
const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** What the form depends on, the same for the loader and the action: the settings and the agent's quota. */
async function setup(context: Route.LoaderArgs["context"]) {
  const [settings, info] = await Promise.all([
    fieldSettings(context),
    critical(context, agentInfoOf(context)),
  ]);
  return { settings, info };
}

/** Opening the site menu or a popup keeps the page, and a form waiting for its code, as it is. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * /m/agentRegister: an agent opens an account for a downline (username, password twice, rebate within
 * the agent's quota, the registration settings' other fields), and keeps affiliate links (AFFMAN3).
 * Each post answers with a redirect (no resubmission on reload) or the form with its errors.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const { settings, info } = await setup(context);
  const links = await critical(context, backend.affiliateUrls());
  const opened = url.searchParams.get("opened");
  const origin = url.origin;
  return {
    settings,
    extra: openAccountFields(settings),
    quota: info.rebate,
    opened: opened && ACCOUNT.test(opened) ? opened : null,
    links: links.map((l) => ({ ...l, url: `${origin}/m/register?code=${encodeURIComponent(l.code)}` })),
  };
}

// Without JavaScript a refusal is POST → 303 → GET, carried in the flash (issue 49).
export const action = answersByRedirect(act);

async function act({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
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

// The page is its form: drawn by the server, hydrated once its code (and conform's) arrives.
export default deferredPage(() => import("./open-account-form"), { hideFields });
