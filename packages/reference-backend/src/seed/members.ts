import type { Database } from "better-sqlite3";
import type { Prng } from "./prng.ts";
import { hashPasswordSync } from "../store/members-password.ts";
import { postOpeningBalance } from "../store/ledger.ts";

/** The demo accounts (docs/backend-api.md, "Accounts and sessions"); all share this password. */
export const DEMO_PASSWORD = "Passw0rd!";

interface DemoMember {
  account: string;
  type: number;
  nickname: string;
  clubLabel?: string;
  balance: number;
  mobile?: string;
  email?: string;
  affiliateCode?: string;
  parent?: string;
  contracts?: { dailysalreqtype?: string; divtypecompperiodreq?: string; contracthoursalreq?: string };
}

const DEMO_MEMBERS: DemoMember[] = [
  {
    account: "demo_player",
    type: 0,
    nickname: "Lucky Lee",
    clubLabel: "VIP3",
    balance: 1234.56,
    mobile: "13800000001",
    email: "demo_player@example.com",
  },
  {
    account: "demo_agent",
    type: 1,
    nickname: "Agent Kim",
    clubLabel: "VIP5",
    balance: 98765.4,
    mobile: "13800000002",
    email: "demo_agent@example.com",
    affiliateCode: "DEMO8888",
    contracts: { dailysalreqtype: "1" },
  },
  { account: "demo_down1", type: 0, nickname: "Downline One", balance: 50, parent: "demo_agent" },
  { account: "demo_down2", type: 0, nickname: "Downline Two", balance: 120, parent: "demo_agent" },
  { account: "demo_down3", type: 2, nickname: "Downline Three", balance: 0, parent: "demo_agent" },
  {
    account: "demo_partner",
    type: 40,
    nickname: "Partner",
    balance: 10,
    email: "demo_partner@example.com",
    contracts: { divtypecompperiodreq: "1" },
  },
];

export function seedMembers(db: Database, _prng: Prng): void {
  const insert = db.prepare(
    `INSERT INTO members (account, nickname, password_hash, type, mobile_dialing_code, mobile_num, email, club_label,
       parent_id, affiliate_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM members WHERE account = ?), ?)`,
  );
  const contract = db.prepare(
    `INSERT INTO member_contracts (member_id, dailysalreqtype, divtypecompperiodreq, contracthoursalreq)
     VALUES ((SELECT id FROM members WHERE account = ?), ?, ?, ?)`,
  );
  for (const m of DEMO_MEMBERS) {
    const { lastInsertRowid } = insert.run(
      m.account,
      m.nickname,
      hashPasswordSync(DEMO_PASSWORD),
      m.type,
      m.mobile ? "86" : null,
      m.mobile ?? null,
      m.email ?? null,
      m.clubLabel ?? null,
      m.parent ?? null,
      m.affiliateCode ?? null,
    );
    // The balance is the ledger's: the opening balance is its first row.
    postOpeningBalance(db, Number(lastInsertRowid), Math.round(m.balance * 100));
    if (m.contracts) {
      const c = m.contracts;
      contract.run(
        m.account,
        c.dailysalreqtype ?? "",
        c.divtypecompperiodreq ?? "",
        c.contracthoursalreq ?? "",
      );
    }
  }
}
