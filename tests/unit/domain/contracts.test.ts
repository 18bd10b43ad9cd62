import { describe, expect, it } from "vitest";
import { DIVIDEND_FIELD_OF_PAGE, needsContractCheck, pendingContractPath } from "~/domain/contracts";

const s = (type: number) => ({ userName: "u", type, firstTimeLogin: false });

describe("contract check", () => {
  it("logged-in members except 4, 40, 41, 42", () => {
    expect(needsContractCheck(null)).toBe(false);
    expect([4, 40, 41, 42].map((t) => needsContractCheck(s(t)))).toEqual([false, false, false, false]);
    expect([0, 1, 2, 3].map((t) => needsContractCheck(s(t)))).toEqual([true, true, true, true]);
  });
  it.each([
    [{ dailysalreqtype: "1" }, "/m/member/agent/getSalaryContract"],
    [{ divtypecompperiodreq: "2" }, "/m/member/agent/getDevidendContract"],
    [{ contracthoursalreq: "x" }, "/m/member/agent/getHourContract"],
    [{ dailysalreqtype: "1", contracthoursalreq: "x" }, "/m/member/agent/getSalaryContract"],
    [{ dailysalreqtype: "", divtypecompperiodreq: null }, null],
    [{}, null],
  ])("%o -> %s", (info, path) => expect(pendingContractPath(info)).toBe(path));
});

describe("DIVIDEND_FIELD_OF_PAGE", () => {
  it("pairs each contract page with its dividend-info field", () => {
    expect(DIVIDEND_FIELD_OF_PAGE).toEqual({
      "/m/member/agent/getSalaryContract": "dailysalreqtype",
      "/m/member/agent/getDevidendContract": "divtypecompperiodreq",
      "/m/member/agent/getHourContract": "contracthoursalreq",
    });
  });
});
