import { z } from "~/domain/zod";
import { cents } from "./money";

const methodKind = z.enum(["bank", "manual", "gateway", "ewallet"]);

/** GET /wps/deposit/options: currency, enabled methods and deposit promotions. */
export const depositOptions = z.object({
  currency: z.string().min(1),
  methods: z.array(
    z.object({
      id: z.number().int(),
      kind: methodKind,
      vendor: z.string(),
      name: z.string(),
      payee: z.string().nullable(),
      minCents: cents,
      maxCents: cents,
    }),
  ),
  promotions: z.array(z.object({ id: z.number().int(), title: z.string(), bonusCents: cents })),
});

/** One deposit order (POST /wps/deposit/orders, GET /wps/deposit/orders/{id}). */
export const depositOrder = z.object({
  id: z.number().int(),
  methodId: z.number().int(),
  methodKind: methodKind,
  methodName: z.string(),
  amountCents: cents,
  promotionId: z.number().int().nullable(),
  state: z.enum(["pending", "approved", "rejected"]),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  providerPath: z.string().nullable(),
});

/** GET /wps/deposit/orders: one page of the deposit record. */
export const depositReport = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  orders: z.array(depositOrder),
});
