import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { methodsByVendor, readRecordQuery, recordSearch, type DepositMethod } from "~/domain/deposit";
import { depositSchema } from "~/domain/deposit-form";

const METHODS: DepositMethod[] = [
  { id: 1, kind: "bank", vendor: "UnionPay", name: "ICBC", minCents: 10000, maxCents: 5000000 },
  { id: 2, kind: "bank", vendor: "FastBank", name: "BOC", minCents: 10000, maxCents: 2000000 },
  { id: 3, kind: "bank", vendor: "UnionPay", name: "CCB", minCents: 10000, maxCents: 5000000 },
  { id: 5, kind: "gateway", vendor: "PayGate", name: "Online", minCents: 1000, maxCents: 1000000 },
];
const KEY = "0b6f3c2e-6a3e-4f7c-9d51-0a1b2c3d4e5f";

const submit = (fields: Record<string, string>, locale = "en-US") => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithZod(form, { schema: depositSchema(METHODS, [7], locale) });
};
/** The errors of a refused submission (none for an accepted one). */
const errorsOf = (fields: Record<string, string>) => {
  const s = submit(fields);
  return s.status === "error" ? s.error : undefined;
};

describe("depositSchema", () => {
  it("accepts a method, an amount within its limits, a promotion on offer and the key, in cents", () => {
    const s = submit({ methodId: "5", amount: "10.5", promotionId: "7", idempotencyKey: KEY });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({
      methodId: 5,
      amountCents: 1050,
      promotionId: 7,
      idempotencyKey: KEY,
    });
  });
  it("reads the amount in the visitor's locale: 1.000 is a thousand in Vietnamese, 1.000,5 too", () => {
    const amountOf = (amount: string, locale: string) => {
      const s = submit({ methodId: "1", amount, idempotencyKey: KEY }, locale);
      return s.status === "success" ? s.value.amountCents : s.error;
    };
    expect(amountOf("1.000", "vi-VN")).toBe(100_000);
    expect(amountOf("1.000,5", "vi-VN")).toBe(100_050);
    expect(amountOf("1.000", "en-US")).toEqual({ amount: ["amount_format"] });
  });
  it("leaves the promotion out when none is chosen", () => {
    const s = submit({ methodId: "1", amount: "100", promotionId: "", idempotencyKey: KEY });
    expect(s.status === "success" && s.value.promotionId).toBeNull();
  });
  it.each([
    [{ amount: "100" }, "methodId", "method_required"],
    [{ methodId: "9", amount: "100" }, "methodId", "method_required"],
    [{ methodId: "1" }, "amount", "amount_required"],
    [{ methodId: "1", amount: "1.234" }, "amount", "amount_format"],
    [{ methodId: "1", amount: "99.99" }, "amount", "amount_min"],
    [{ methodId: "2", amount: "20000.01" }, "amount", "amount_max"],
    [{ methodId: "1", amount: "100", promotionId: "8" }, "promotionId", "promotion_unavailable"],
  ])("refuses %o on %s with %s", (fields, field, key) => {
    expect(errorsOf({ idempotencyKey: KEY, ...fields })?.[field]).toEqual([key]);
  });
  it("refuses a form without its idempotency key", () => {
    expect(errorsOf({ methodId: "1", amount: "100" })?.idempotencyKey).toEqual(["form_expired"]);
  });
});

describe("methodsByVendor", () => {
  it("groups banks by vendor in their order", () => {
    const groups = methodsByVendor(METHODS.filter((m) => m.kind === "bank"));
    expect(groups.map(([vendor, banks]) => [vendor, banks.map((b) => b.name)])).toEqual([
      ["UnionPay", ["ICBC", "CCB"]],
      ["FastBank", ["BOC"]],
    ]);
  });
});

describe("readRecordQuery", () => {
  const read = (search: string) => readRecordQuery(new URLSearchParams(search), "2026-11-23");
  it("defaults to the last 7 days up to today, page 1, and asks for the address to say so", () => {
    expect(read("")).toEqual({ from: "2026-11-17", to: "2026-11-23", page: 1, corrected: true });
  });
  it("keeps a good query as it is", () => {
    expect(read("from=2026-10-01&to=2026-10-31&page=3")).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      page: 3,
      corrected: false,
    });
    expect(read("from=2026-10-01&to=2026-10-31").corrected).toBe(false);
  });
  it.each([
    ["from=2026-02-30&to=2026-03-05", { from: "2026-02-27", to: "2026-03-05", page: 1 }],
    ["from=2026-11-20&to=2026-11-10", { from: "2026-11-10", to: "2026-11-20", page: 1 }],
    ["from=2026-01-01&to=2026-11-10", { from: "2026-08-13", to: "2026-11-10", page: 1 }],
    ["from=2026-11-01&to=2026-11-10&page=0", { from: "2026-11-01", to: "2026-11-10", page: 1 }],
    ["from=2026-11-01&to=2026-11-10&page=x", { from: "2026-11-01", to: "2026-11-10", page: 1 }],
  ])("corrects %s", (search, shown) => expect(read(search)).toEqual({ ...shown, corrected: true }));
  it("writes the address of a query, page 1 left out", () => {
    expect(recordSearch({ from: "2026-11-01", to: "2026-11-10", page: 1 })).toBe(
      "?from=2026-11-01&to=2026-11-10",
    );
    expect(recordSearch({ from: "2026-11-01", to: "2026-11-10", page: 2 })).toBe(
      "?from=2026-11-01&to=2026-11-10&page=2",
    );
  });
});
