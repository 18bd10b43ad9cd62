import { todayOf } from "~/domain/day";
import { redirect, type RouterContextProvider } from "react-router";
import { requestContext } from "~/.server/context";
import { isNoticeRead } from "~/domain/announcements";
import { isBackendError, type BackendClient } from "~/.server/backend";
import type { FormRefusal } from "~/.server/form";
import { refusalMessage, refusedField } from "~/.server/account-session";
import { critical, optional } from "~/.server/loader-data";
import { teamQueryOf, teamSearch, type TeamQuery } from "~/domain/agent";
import { agentFooterEntries } from "~/domain/menus";

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
    entries: agentFooterEntries({ dividendEnabled, loggedIn: session !== null }),
    noticeUnread: notices ? notices.player.filter((n) => !isNoticeRead(n, type)).length : 0,
  };
}

/**
 * A team page's state from its address (dates, page, keyword), corrected with a redirect when a
 * value is bad (docs/decisions/0016): the page's address always says what it shows.
 */
export function teamQuery(request: Request) {
  const url = new URL(request.url);
  const today = todayOf();
  const { query, corrected } = teamQueryOf(url.searchParams, today);
  if (corrected) throw redirect(url.pathname + teamSearch(query, today));
  return { query, today };
}

/**
 * The loader of a team list page, behind the page's `admit` (agents only): the state from the address, and the page's rows of
 * that state (`size` per page) from the backend.
 */
export async function teamListPage<T>(
  request: Request,
  context: Context,
  size: number,
  rowsOf: (backend: BackendClient, query: TeamQuery & { size: number }) => Promise<T>,
) {
  const { query, today } = teamQuery(request);
  const rows = await critical(context, rowsOf(context.get(requestContext).backend, { ...query, size }));
  return { query, today, rows };
}

/**
 * A refused downline transfer as errors in place (keys under "account.errors."): over the balance
 * and above the cap on the amount; not a downline (the account is a hidden field) about the whole
 * form; anything else in the words of refusalMessage.
 */
export function transferRefusal(error: unknown): FormRefusal {
  if (!isBackendError(error)) throw error;
  const field = refusedField(error);
  if (field?.field === "amount") return { fieldErrors: { amount: [field.messageKey] } };
  return { formErrors: [field?.messageKey ?? refusalMessage(error)] };
}
