import type { Asked } from "~/.server/guards";
import { PLATFORM_ZONE, todayOf } from "~/domain/day";
import { redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { isBackendError, type BackendClient } from "~/.server/backend";
import type { FormRefusal } from "~/.server/form";
import { refusalMessage, refusedField } from "~/.server/account-session";
import { critical, optional } from "~/.server/loader-data";
import { teamQueryOf, teamSearch, type TeamQuery } from "~/domain/agent";
import { agentFooterEntries } from "~/domain/menus";
import { hiddenPagesOf } from "~/.server/menu-pages";
import { knownSiteStatus } from "~/.server/site-status";

type Context = Readonly<RouterContextProvider>;

/**
 * The agent's own info (name, balance, rebate quota, dividend flag): the session's cached answer,
 * read afresh after any of the agent's posts, so a transfer or a rebate change shows at once.
 */
export function agentInfoOf(context: Context) {
  const { backend, memberData } = context.get(requestContext);
  return memberData.get("agentInfo", backend.agentInfo);
}

/**
 * The agent footer (accounts §2 "Agent home"): its entries, and the agent notices' unread count on
 * announcements. Agent pages are for logged-in agents only, so the entries are always clickable here.
 */
export async function agentFooterData(context: Context, dividendEnabled: boolean) {
  const { backend, session, memberData } = context.get(requestContext);
  const services = context.get(servicesContext);
  const [noticeUnread, status] = await Promise.all([
    // Cached per session like the other unread counts: reading a notice is a post, read afresh.
    optional(context, memberData.get("agentNoticeUnread", backend.getAgentNoticeUnread), 0, "agent notices"),
    knownSiteStatus(services),
  ]);
  return {
    entries: agentFooterEntries({
      dividendEnabled,
      loggedIn: session !== null,
      hidden: new Set(hiddenPagesOf(services, status)),
    }),
    noticeUnread,
  };
}

/**
 * A team page's state from its address (dates, page, keyword), corrected with a redirect when a
 * value is bad (docs/decisions/0016): the page's address always says what it shows. `timeZone` is
 * the zone whose days the page counts: the visitor's for team figures, the platform's for
 * settlements (rebates, dividends) and the red-envelope schedule.
 */
export function teamQuery(url: URL, timeZone: string) {
  const today = todayOf(Date.now(), timeZone);
  const { query, corrected } = teamQueryOf(url.searchParams, today);
  if (corrected) throw redirect(url.pathname + teamSearch(query, today));
  return { query, today };
}

/**
 * The loader of a team list page, behind the page's `admit` (agents only): the state from the
 * address, and the page's rows of that state (`size` per page) from the backend. A settlement's
 * pages count the platform's days, the others the visitor's.
 */
export async function teamListPage<T>(
  { url }: Asked,
  context: Context,
  size: number,
  rowsOf: (backend: BackendClient, query: TeamQuery & { size: number }) => Promise<T>,
  days: "visitor" | "settlement" = "visitor",
) {
  const zone = days === "settlement" ? PLATFORM_ZONE : context.get(requestContext).timeZone;
  const { query, today } = teamQuery(url, zone);
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
