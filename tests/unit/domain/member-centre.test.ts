import { describe, expect, it } from "vitest";
import { memberCentreEntries } from "~/domain/member-centre";
import { everyMenuFlag, hiddenByFlags } from "../../support/menu-pages";

// Which page hangs on which flag is said by the pages' handles (menuFlag): read from the routes.
const hiddenBy = await hiddenByFlags();

const all = await everyMenuFlag();
const none = new Set<string>();
const keys = (type: number, flags: ReadonlySet<string>) =>
  memberCentreEntries({ type, hidden: hiddenBy(flags) }).map((e) => e.key);

describe("memberCentreEntries", () => {
  it("gives a real member with every flag every entry but the agency centre, in order", () => {
    expect(keys(0, all)).toEqual([
      "deposit",
      "withdraw",
      "vip",
      "myAccount",
      "betRecord",
      "transactionRecord",
      "depositRecord",
      "profitAndLoss",
      "securityCenter",
      "responsibleGaming",
      "webEmail",
      "feedback",
      "realName",
      "changePassword",
      "settings",
    ]);
  });

  it("keeps only the unflagged entries when every flag is off", () => {
    expect(keys(0, none)).toEqual([
      "deposit",
      "withdraw",
      "myAccount",
      "responsibleGaming",
      "feedback",
      "realName",
      "changePassword",
      "settings",
    ]);
  });

  it.each([
    ["VIPBEN3", "vip"],
    ["TRANSBETREPMEM3", "betRecord"],
    ["TRANSREC3", "transactionRecord"],
    ["DEPRECM3", "depositRecord"],
    ["PERSREP", "profitAndLoss"],
    ["SECPRIV", "securityCenter"],
    ["MAILCEN", "webEmail"],
  ])("%s alone shows %s", (flag, key) => {
    expect(keys(0, new Set([flag]))).toContain(key);
    expect(keys(0, none)).not.toContain(key);
  });

  it("offers no money pages to types that may not deposit (40, 41)", () => {
    for (const type of [40, 41]) {
      const k = keys(type, all);
      expect(k).not.toContain("deposit");
      expect(k).not.toContain("withdraw");
      expect(k).not.toContain("depositRecord");
      expect(k).toContain("betRecord");
    }
  });

  it("gives agents the agency centre and the agent view of the account record", () => {
    const entries = memberCentreEntries({ type: 1, hidden: hiddenBy(all) });
    expect(entries.find((e) => e.key === "agencyCenter")?.to).toBe("/m/agent");
    expect(entries.find((e) => e.key === "transactionRecord")?.to).toBe("/m/transaction/record?types=A");
    expect(
      memberCentreEntries({ type: 0, hidden: hiddenBy(all) }).find((e) => e.key === "transactionRecord")?.to,
    ).toBe("/m/transaction/record");
    expect(keys(0, all)).not.toContain("agencyCenter");
  });
});
