import { customerServiceUrl } from "~/domain/menus";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/message-centre";
import { admit, admitPost } from "~/.server/guards";
import { canUseMessages } from "~/domain/visitor";
import { publicSession } from "~/.server/session";
import { trialRefusalHref } from "~/domain/trial-refusal";
import { UnreadBadge } from "~/ui/messages/unread-badge";
import { useUnread } from "~/ui/messages/unread";
import { PageBar } from "~/ui/page-bar";
import { useRootData } from "~/ui/root-data";
import { useT } from "~/ui/use-t";
import { chatGate, openChat } from "./message-centre.server";
import "~/styles/messages.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "member", title: "title.message", header: false } satisfies PageHandle;

/** A trial player's messages and chat lead to registration, which says why (the one trial refusal). */
const REFUSED_HREF = trialRefusalHref("realAccount");
/** The live chat's redirect delay (accounts §9). */
const CHAT_REDIRECT_MS = 500;

const chatForm = z.object({ intent: z.literal("chat") });

/** /m/message and /m/messages: guests log in first; trial players may look but not open messages or chat. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, url, context });
  return {
    messages: canUseMessages(publicSession(session)),
    chat: await chatGate(session, context),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const session = await admitPost(handle, { request, url, context });
  const form = chatForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return { chatUrl: null, chatFailed: false };
  return openChat({ request, url }, context, { session, refusedHref: REFUSED_HREF });
}

function Row({ label, count, children }: { label: string; count?: number; children?: React.ReactNode }) {
  return (
    <>
      <span className="message-row__label">{label}</span>
      {count !== undefined ? <UnreadBadge count={count} /> : null}
      {children}
    </>
  );
}

/** A row that opens another site (Telegram, customer service); plain text when not configured. */
function ExternalRow({ href, label }: { href: string | null; label: string }) {
  return href ? (
    <a className="message-row" href={href} target="_blank" rel="noopener noreferrer">
      <Row label={label} />
    </a>
  ) : (
    <span className="message-row message-row--off">
      <Row label={label} />
    </span>
  );
}

export default function MessageCentre({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const unread = useUnread();
  const chat = useFetcher<typeof action>();
  // With JavaScript the fetcher's answer; without it the page's own.
  const answer = chat.data ?? actionData;
  const chatUrl = chat.data?.chatUrl ?? null;
  const chatLink = actionData?.chatUrl ?? null;
  useEffect(() => {
    if (!chatUrl) return;
    const timer = setTimeout(() => window.location.assign(chatUrl), CHAT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [chatUrl]);

  const links = root?.serviceLinks ?? [];
  const telegram =
    links.find((l) => l.csType === "TELEGRAM")?.url ??
    root?.footerLinks.find((l) => l.type === "TELEGRAM")?.url ??
    null;
  const service = customerServiceUrl(links);
  const chatBusy = chat.state !== "idle" || chatUrl !== null;
  return (
    <section className="message-centre" aria-labelledby="message-title">
      <PageBar title={t("title.message")} titleId="message-title" back="home" />
      <ul className="message-rows">
        <li>
          <ExternalRow href={telegram} label={t("messages.centre.telegram")} />
        </li>
        <li>
          <Link className="message-row" to="/m/notice">
            <Row label={t("messages.centre.announcements")} count={unread?.announcementUnreadCount ?? 0} />
          </Link>
        </li>
        <li>
          <Link className="message-row" to={loaderData.messages === "ok" ? "/m/webEmail" : REFUSED_HREF}>
            <Row label={t("messages.centre.inbox")} count={unread?.inboxUnreadCount ?? 0} />
          </Link>
        </li>
        {loaderData.chat === "hidden" ? null : (
          <li>
            {loaderData.chat === "ok" ? (
              <chat.Form method="post">
                <input type="hidden" name="intent" value="chat" />
                <button type="submit" className="message-row" disabled={chatBusy}>
                  <Row label={t("messages.centre.liveChat")} count={unread?.chatUnreadCount ?? 0} />
                </button>
              </chat.Form>
            ) : (
              <Link className="message-row" to={REFUSED_HREF}>
                <Row label={t("messages.centre.liveChat")} />
              </Link>
            )}
          </li>
        )}
        <li>
          <ExternalRow href={service} label={t("messages.centre.affiliateService")} />
        </li>
      </ul>
      {chatUrl ? (
        <p className="message-centre__status" role="status">
          {t("messages.centre.connecting")}
        </p>
      ) : null}
      {chatLink ? (
        <p className="message-centre__status">
          <a className="button" href={chatLink}>
            {t("messages.centre.openChat")}
          </a>
        </p>
      ) : null}
      {answer?.chatFailed ? (
        <p className="message-centre__status" role="alert">
          {t("messages.centre.chatUnavailable")}
        </p>
      ) : null}
    </section>
  );
}
