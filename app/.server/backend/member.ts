import { z } from "~/domain/zod";
import { call, callBytes, inVisitorDays, type BackendCallOptions } from "./http";
import {
  feedbackList,
  gameRecords,
  lotteryOrders,
  pnlTotals,
  profile,
  realName,
  vip,
  transactionCodes,
  walletDetails,
} from "./schemas/member";

const COMM = { ModuleId: "COMM3" };
export type RecordRange = { start: string; end: string };
export type RecordPage = RecordRange & { page: number; size: number };
export type ProfileField = "nickname" | "email" | "payeeName";

/** Calls of the member centre: records, PNL report, my account, VIP (docs/backend-api.md "Member centre"). */
export function memberCalls(options: BackendCallOptions) {
  // The records count the visitor's days (BackendCallOptions.timeZone).
  const days = <Q extends RecordRange>(q: Q) => inVisitorDays(options, q);
  return {
    /** GET /wps/member/records/game (MEMTRANS3): bet records of game play. */
    gameRecords: (q: RecordPage) =>
      call(options, "/wps/member/records/game", gameRecords, {
        query: days(q),
        headers: { ModuleId: "MEMTRANS3" },
      }),
    /** GET /wps/member/records/lottery (MEMTRANS3): lottery orders and their sub-orders. */
    lotteryOrders: (q: RecordPage) =>
      call(options, "/wps/member/records/lottery", lotteryOrders, {
        query: days(q),
        headers: { ModuleId: "MEMTRANS3" },
      }),
    /** POST /wps/member/records/lottery/suborder/{id}/cancel: refused once the draw is closed. */
    cancelSubOrder: (id: number) =>
      call(options, `/wps/member/records/lottery/suborder/${id}/cancel`, z.null(), {
        method: "POST",
        headers: { ModuleId: "MEMTRANS3" },
      }),
    /** GET /wps/wallet/details (FUNDTRANS3): the account record, of one transaction code if given. */
    walletDetails: ({ code, ...q }: RecordPage & { code?: string | null }) =>
      call(options, "/wps/wallet/details", walletDetails, {
        query: { ...days(q), ...(code ? { code } : {}) },
        headers: { ModuleId: "FUNDTRANS3" },
      }),
    /** GET /wps/wallet/transaction/codes (FUNDTRANS3): the transaction code list (public). */
    transactionCodes: () =>
      call(options, "/wps/wallet/transaction/codes", transactionCodes, {
        headers: { ModuleId: "FUNDTRANS3" },
      }),
    /** GET /wps/member/report/pnl (PERSPNL3). */
    pnlTotals: (q: RecordRange) =>
      call(options, "/wps/member/report/pnl", pnlTotals, {
        query: days(q),
        headers: { ModuleId: "PERSPNL3" },
      }),
    /** GET /wps/member/info/profile. */
    profile: () => call(options, "/wps/member/info/profile", profile, { headers: COMM }),
    /** POST /wps/member/info/{nickname|email|payeeName}: refused with param.invalid when malformed. */
    setProfileField: (field: ProfileField, value: string) =>
      call(options, `/wps/member/info/${field}`, profile, { method: "POST", body: { value }, headers: COMM }),
    /** POST /wps/member/info/icon (PROFPIC3): the image bytes; refused by content and size. */
    uploadAvatar: (data: Uint8Array<ArrayBuffer>, contentType: string) =>
      call(options, "/wps/member/info/icon", profile, {
        method: "POST",
        bytes: { data, contentType },
        headers: { ModuleId: "PROFPIC3" },
      }),
    /** GET /wps/member/info/icon (PROFPIC3): the avatar, or null when none was uploaded. */
    avatar: () => callBytes(options, "/wps/member/info/icon", { headers: { ModuleId: "PROFPIC3" } }),
    /** GET /wps/member/feedback: the member's latest comments. */
    feedback: () => call(options, "/wps/member/feedback", feedbackList, { headers: COMM }),
    /** POST /wps/member/feedback: a comment with its screenshots (base64); one per request key. */
    sendFeedback: (post: {
      content: string;
      requestKey: string;
      images: { contentType: string; bytes: Uint8Array }[];
    }) =>
      call(options, "/wps/member/feedback", z.object({ id: z.number().int() }), {
        method: "POST",
        body: {
          content: post.content,
          requestKey: post.requestKey,
          images: post.images.map((image) => ({
            contentType: image.contentType,
            data: Buffer.from(image.bytes).toString("base64"),
          })),
        },
        headers: COMM,
      }),
    /** GET /wps/member/realName: the member's real-name check (status none, pending, verified, rejected). */
    realName: () => call(options, "/wps/member/realName", realName, { headers: COMM }),
    /** POST /wps/member/realName: sends the name, identity number and date of birth for checking. */
    submitRealName: (post: { realName: string; idNumber: string; birthday: string }) =>
      call(options, "/wps/member/realName", realName, { method: "POST", body: post, headers: COMM }),
    /** GET /wps/member/vip: VIP levels, benefits and the member's progress. */
    vip: () => call(options, "/wps/member/vip", vip, { headers: COMM }),
  };
}
