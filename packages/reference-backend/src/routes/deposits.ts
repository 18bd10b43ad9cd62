import { createHash } from "node:crypto";
import { Router, type Request } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { intParam, parse } from "../params.ts";
import { timeZoneParam } from "../days.ts";
import {
  createDepositOrder,
  decideDepositOrder,
  depositOptions,
  depositOrderByProviderRef,
  depositReport,
  memberDepositOrder,
  type DepositOrder,
  type DepositRefusal,
} from "../store/deposits.ts";
import { requireMember } from "../store/sessions.ts";
import { textLanguages } from "../store/promotion-texts.ts";
import { idParam } from "./promotions.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const orderBody = z.strictObject({
  methodId: z.number().int().positive(),
  amountCents: z.number().int().positive().max(1_000_000_000),
  promotionId: z.number().int().positive().nullable().default(null),
  idempotencyKey: z.string().min(8).max(100),
});
const reportQuery = z.object({
  from: day,
  to: day,
  timeZone: timeZoneParam,
  page: intParam(1, 10_000, 1),
  size: intParam(1, 100, 10),
});
const decision = z.object({ decision: z.enum(["approve", "reject"]) });

/**
 * The member's deposit calls under /wps (docs/backend-api.md "Deposits"). `refuseDeposit` is where
 * the responsible-gambling check plugs in: it is asked before an order is accepted.
 */
export function depositRoutes(
  context: BackendContext,
  options: { refuseDeposit?: DepositRefusal } = {},
): Router {
  const router = Router();
  router.get("/deposit/options", (req, res) => {
    requireMember(context, req);
    sendValue(res, depositOptions(context, textLanguages(context, req)));
  });
  router.post("/deposit/orders", (req, res) => {
    const member = requireMember(context, req);
    const body = parse(orderBody, req.body, "body");
    sendValue(res, createDepositOrder(context, member, body, options.refuseDeposit));
  });
  router.get("/deposit/orders", (req, res) => {
    const member = requireMember(context, req);
    const query = parse(reportQuery, req.query);
    sendValue(res, depositReport(context, member.id, query, textLanguages(context, req)));
  });
  router.get("/deposit/orders/:id", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, memberDepositOrder(context, member.id, parse(idParam, req.params, "path").id));
  });
  return router;
}

/** POST /operator/deposits/:id/approve and /reject: what an operator (or a test) decides. */
export function depositOperatorRoutes(context: BackendContext): Router {
  const router = Router();
  for (const d of ["approve", "reject"] as const)
    router.post(`/deposits/:id/${d}`, (req, res) => {
      sendValue(res, decideDepositOrder(context, parse(idParam, req.params, "path").id, d));
    });
  return router;
}

const PROVIDER_STYLE =
  "body{font-family:sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem}";
// Self-contained like the consent page (routes/oauth.ts): no script, one hashed style, posts to itself.
const PROVIDER_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(PROVIDER_STYLE).digest("base64")}'; script-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function providerPage(order: DepositOrder, action: string): string {
  const amount = (order.amountCents / 100).toFixed(2);
  const decided = order.state !== "pending";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>PayGate: payment ${order.id}</title>
<style>${PROVIDER_STYLE}</style>
</head><body><main><h1>PayGate</h1>
<p>Reference payment provider (test only). Order <strong>${order.id}</strong>: ${escape(order.methodName)}, amount <strong>${amount}</strong>.</p>
<p>State: <strong id="state">${order.state}</strong></p>
${
  decided
    ? `<p>This payment is decided.</p><p><a href="/m/voucherCenter?order=${order.id}">Back to the site</a></p>`
    : `<form method="post" action="${escape(action)}"><button name="decision" value="approve">Approve payment</button>
<button name="decision" value="reject">Decline payment</button></form>`
}
</main></body></html>`;
}

/**
 * GET/POST /provider/deposits/:ref: the reference backend acting as the payment gateway's page, where
 * a tester approves or declines a pending gateway order (the ref is the order's secret, not its id).
 */
export function providerRoutes(context: BackendContext): Router {
  const router = Router();
  const orderOf = (req: Request) => {
    const ref = String(req.params.ref);
    const order = depositOrderByProviderRef(context, ref);
    if (!order || order.methodKind !== "gateway") throw notFound("payment");
    return order;
  };
  router.get("/deposits/:ref", (req, res) => {
    res
      .type("html")
      .set({ "Content-Security-Policy": PROVIDER_CSP, "Cache-Control": "no-store" })
      .send(providerPage(orderOf(req), req.originalUrl));
  });
  router.post("/deposits/:ref", (req, res) => {
    const { decision: d } = parse(decision, req.body, "body");
    const order = decideDepositOrder(context, orderOf(req).id, d);
    res
      .type("html")
      .set({ "Content-Security-Policy": PROVIDER_CSP, "Cache-Control": "no-store" })
      .send(providerPage(order, req.originalUrl));
  });
  return router;
}
