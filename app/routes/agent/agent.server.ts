import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/.server/context";
import { optional } from "~/.server/loader-data";
import { isNoticeRead } from "~/domain/announcements";
import { agentFooter } from "~/domain/agent";

type Context = Readonly<RouterContextProvider>;

/**
 * The agent footer (accounts §2 "Agent home"): its entries, and the agent notices' unread count on
 * announcements. Agent pages are for logged-in agents only, so the entries are always clickable here.
 */
export async function agentFooterData(context: Context, dividendEnabled: boolean) {
  const { backend, session } = context.get(requestContext);
  const notices = await optional(context, backend.getAnnouncements({ types: "A" }), null, "agent notices");
  const type = session?.type ?? null;
  return {
    entries: agentFooter({ dividendEnabled, loggedIn: session !== null }),
    noticeUnread: notices ? notices.player.filter((n) => !isNoticeRead(n, type)).length : 0,
  };
}

export type AgentFooterData = Awaited<ReturnType<typeof agentFooterData>>;
