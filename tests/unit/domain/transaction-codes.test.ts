// The account record's transaction type filter (accounts §7 "transaction code list").
import { describe, expect, it } from "vitest";
import { readTransactionCode, transactionKindOf } from "~/domain/transaction-codes";

describe("readTransactionCode", () => {
  const offered = ["deposit", "withdrawal", "bet"];
  it("keeps a code of the platform's list", () => {
    expect(readTransactionCode("deposit", offered)).toEqual({ code: "deposit", corrected: false });
  });
  it("is every type when none is asked", () => {
    expect(readTransactionCode(null, offered)).toEqual({ code: null, corrected: false });
  });
  it("drops a code the list lacks, and an empty one, asking for a corrected address", () => {
    expect(readTransactionCode("salary", offered)).toEqual({ code: null, corrected: true });
    expect(readTransactionCode("", offered)).toEqual({ code: null, corrected: true });
  });
  it("drops every code when the list could not be had", () => {
    expect(readTransactionCode("deposit", [])).toEqual({ code: null, corrected: true });
  });
});

describe("transactionKindOf", () => {
  it("names the kinds the texts know and calls the rest other", () => {
    expect(transactionKindOf("withdrawal_release")).toBe("withdrawal_release");
    expect(transactionKindOf("lucky_draw")).toBe("other");
  });
});
