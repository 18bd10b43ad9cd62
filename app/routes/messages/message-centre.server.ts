import type { Asked } from "~/.server/guards";
import { knownSiteStatus } from "~/.server/site-status";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { getI18n } from "~/.server/i18n";
import { optional } from "~/.server/loader-data";
import { publicSession, type SessionRecord } from "~/.server/session";
import { chatEnabled } from "~/.server/unread";
import { browserUrl } from "~/domain/browser-url";
import { chatLanguage } from "~/domain/language";
import { canUseChat } from "~/domain/visitor";

/** The chat page's header colour: the site's accent (app.css --accent). */
const CHAT_HEADER_COLOR = "#f5b938";

type Context = Readonly<RouterContextProvider>;

async function status(context: Context) {
  const services = context.get(servicesContext);
  return knownSiteStatus(services);
}

/** Whether the live chat row shows, and for whom it opens (accounts §2 "Message center"). */
export async function chatGate(session: SessionRecord, context: Context) {
  return canUseChat(publicSession(session), chatEnabled(await status(context)));
}

/**
 * Opens the live chat: its address from the platform (b2c=1, the language upper case with every CN
 * variant as CN, the way back, header colour and title), through our /chat proxy when it is the
 * backend's own page. With JavaScript the page goes there after
 * 500 ms; without, it shows a link there (the page's CSP form-action keeps a form post from being
 * redirected to another site). A trial player gets free_reject.
 */
export async function openChat(
  { url }: Asked,
  context: Context,
  { session, refusedHref }: { session: SessionRecord; refusedHref: string },
) {
  const gate = await chatGate(session, context);
  if (gate === "free_reject") return redirect(refusedHref);
  if (gate !== "ok") throw data(null, { status: 404 });
  const { backend, language } = context.get(requestContext);
  const chatUrl = await optional(
    context,
    backend.launchChat({
      language: chatLanguage(language),
      backUrl: new URL("/m/message", url).toString(),
      headerColor: CHAT_HEADER_COLOR,
      title: getI18n(context).t("messages.centre.liveChat"),
    }),
    null,
    "live chat address",
  );
  if (chatUrl === null) return data({ chatUrl: null, chatFailed: true }, { status: 503 });
  // The reference backend's chat page is on its own (maybe loopback) origin: reached through /chat.
  return { chatUrl: browserUrl(chatUrl, context.get(servicesContext).config.backendUrl), chatFailed: false };
}
