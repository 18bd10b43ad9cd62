// The responsible-gambling parts of the demo game page (issue 11): the reality check shown once its
// interval has passed (the page has no script, so it shows at the next load: every spin reloads it),
// and the refusal of a spin once a loss limit, the session time or an exclusion stops play.
import type { Database } from "better-sqlite3";
import { escapeXml } from "../images.ts";
import { launchRefusal, realityCheck, sessionStartedAt } from "../store/responsible.ts";
import type { Ticket } from "../store/launch.ts";

const money = (cents: number) => `${cents < 0 ? "-" : ""}${(Math.abs(cents) / 100).toFixed(2)}`;

/** The reality check's box when it is due for the ticket's session, else "". */
export function realityCheckHtml(db: Database, ticket: Ticket, now = Date.now()): string {
  if (ticket.mode !== "real" || !ticket.sessionToken) return "";
  const check = realityCheck(db, ticket.sessionToken, now);
  if (!check?.due) return "";
  return `<section class="reality" role="alertdialog" aria-labelledby="reality-title">
<h2 id="reality-title">Reality check</h2>
<p>You have played for ${check.minutesPlayed} minutes since you logged in.</p>
<p>Net result since then: ${money(check.netResultCents)}</p>
<form method="post" action="${ticket.ticket}/reality"><button type="submit">Continue playing</button></form>
<a href="${escapeXml(ticket.lobbyUrl)}" target="_top">Stop playing</a></section>`;
}

/** Why the next real spin may not be played, in words; null when it may. */
export function spinRefusalText(
  db: Database,
  ticket: Ticket,
  memberId: number,
  now = Date.now(),
): string | null {
  const startedAt = ticket.sessionToken ? sessionStartedAt(db, ticket.sessionToken) : null;
  const refusal = launchRefusal(db, memberId, startedAt ?? now, now);
  if (!refusal) return null;
  if (refusal.limit === "session") return "You have reached your session time limit. Please take a rest.";
  if (refusal.limit === "break" || refusal.limit === "selfExclusion")
    return "Play is closed for your account.";
  return `You have reached your loss limit. Games open again on ${new Date(refusal.resetsAt ?? now).toUTCString()}.`;
}
