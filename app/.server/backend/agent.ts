import { z } from "~/domain/zod";
import { call, inVisitorDays, type BackendCallOptions } from "./http";
import {
  affiliateUrls,
  agentInfo,
  contractOffer,
  dividends,
  openedAccount,
  rebateSettings,
  redRainGrab,
  redRainGrabs,
  redRains,
  subordinates,
  teamBetting,
  teamKpi,
  teamPnl,
  teamRebate,
  transferAnswer,
} from "./schemas/agent";

const nothing = z.unknown();
const module = (id: string) => ({ ModuleId: id });

/**
 * A date range of team figures (days of the visitor's zone, BackendCallOptions.timeZone, for the
 * KPI, PNL and betting; the platform's UTC days for rebates and dividends) and a page of its list.
 */
export type TeamQuery = { startDate: string; endDate: string; page?: number; size?: number };
export type ContractKind = "salary" | "dividend" | "hour";

/** Calls of the agent area (docs/backend-api.md "Agent area"). */
export function agentCalls(options: BackendCallOptions) {
  const days = (query: TeamQuery) => inVisitorDays(options, query);
  return {
    /** GET /wps/agent/info (AGEINFO3). */
    agentInfo: () => call(options, "/wps/agent/info", agentInfo, { headers: module("AGEINFO3") }),
    /** GET /wps/agent/team/kpi (AGEINFO3): the team KPI footer; size 0 asks for no list. */
    teamKpi: (query: TeamQuery) =>
      call(options, "/wps/agent/team/kpi", teamKpi, {
        headers: module("AGEINFO3"),
        query: days({ ...query, size: query.size ?? 0 }),
      }).then((answer) => answer.footer),
    /** GET /wps/agent/team/subordinates (AGEDOWNMAN3): direct downlines, searched and paged. */
    subordinates: (query: { keyword: string; page: number; size: number }) =>
      call(options, "/wps/agent/team/subordinates", subordinates, { headers: module("AGEDOWNMAN3"), query }),
    /** PUT /wps/agent/team/subordinates/{account}/rebate (AGEDOWNMAN3): never above the agent's quota. */
    updateDownlineRebate: (account: string, rebate: number) =>
      call(options, `/wps/agent/team/subordinates/${encodeURIComponent(account)}/rebate`, nothing, {
        method: "PUT",
        headers: module("AGEDOWNMAN3"),
        body: { rebate },
      }),
    /** GET /wps/agent/team/pnl (AGEINFO3): the team's play per day. */
    teamPnl: (query: TeamQuery) =>
      call(options, "/wps/agent/team/pnl", teamPnl, { headers: module("AGEINFO3"), query: days(query) }),
    /** GET /wps/agent/team/betting (AGEINFO3): each member's bets over the range. */
    teamBetting: (query: TeamQuery) =>
      call(options, "/wps/agent/team/betting", teamBetting, {
        headers: module("AGEINFO3"),
        query: days(query),
      }),
    /** GET /wps/agent/rebate/settings (AGEREBINC3): the agent's own rebate and quota. */
    rebateSettings: () =>
      call(options, "/wps/agent/rebate/settings", rebateSettings, { headers: module("AGEREBINC3") }),
    /** GET /wps/agent/team/rebate (AGEREBINC3): what the team's bets earned the agent. */
    teamRebate: (query: TeamQuery) =>
      call(options, "/wps/agent/team/rebate", teamRebate, { headers: module("AGEREBINC3"), query }),
    /** GET /wps/agent/dividends (AGEINFO3): dividend periods under the accepted contract, or null. */
    dividends: (query: TeamQuery) =>
      call(options, "/wps/agent/dividends", dividends, { headers: module("AGEINFO3"), query }),
    /** GET /wps/redrain: the red-envelope rains touching the range, with the member's grabs of each. */
    redRains: (query: TeamQuery) => call(options, "/wps/redrain", redRains, { query }),
    /** GET /wps/redrain/grabs: the member's grabs over the range, paged. */
    redRainGrabs: (query: TeamQuery) => call(options, "/wps/redrain/grabs", redRainGrabs, { query }),
    /** POST /wps/redrain/{id}/grab: one envelope, credited once per idempotency key. */
    grabRedEnvelope: (rainId: number, idempotencyKey: string) =>
      call(options, `/wps/redrain/${rainId}/grab`, redRainGrab, {
        method: "POST",
        body: { idempotencyKey },
      }),
    /** POST /wps/agent/downline (AGEDOWNMAN3): open an account for a downline. */
    openDownlineAccount: (payload: Record<string, string | number | undefined>) =>
      call(options, "/wps/agent/downline", openedAccount, {
        method: "POST",
        headers: module("AGEDOWNMAN3"),
        body: payload,
      }),
    /** GET, POST and DELETE /wps/agent/affiliate/urls (AFFMAN3). */
    affiliateUrls: () =>
      call(options, "/wps/agent/affiliate/urls", affiliateUrls, { headers: module("AFFMAN3") }),
    createAffiliateUrl: (rebate: number) =>
      call(options, "/wps/agent/affiliate/urls", nothing, {
        method: "POST",
        headers: module("AFFMAN3"),
        body: { rebate },
      }),
    deleteAffiliateUrl: (id: number) =>
      call(options, `/wps/agent/affiliate/urls/${id}`, nothing, {
        method: "DELETE",
        headers: module("AFFMAN3"),
      }),
    /** POST /wps/agent/transfer (FUNDTRANS3): once per idempotency key, never overdrawing. */
    transferToDownline: (payload: { account: string; amountCents: number; idempotencyKey: string }) =>
      call(options, "/wps/agent/transfer", transferAnswer, {
        method: "POST",
        headers: module("FUNDTRANS3"),
        body: payload,
      }),
    /** GET /wps/agent/contracts/{kind}: the offer waiting, or null. */
    contractOffer: (kind: ContractKind) =>
      call(options, `/wps/agent/contracts/${kind}`, contractOffer, { headers: module("COMM3") }),
    /** POST /wps/agent/contracts/{kind}: accept or decline the offer. */
    decideContract: (kind: ContractKind, offerId: number, decision: "accepted" | "declined") =>
      call(options, `/wps/agent/contracts/${kind}`, nothing, {
        method: "POST",
        headers: module("COMM3"),
        body: { offerId, decision },
      }),
  };
}
