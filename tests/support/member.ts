// Members and sessions for tests of the games area, made straight in the reference backend's store
// (the login screen belongs to the accounts area), and the BFF session cookie that carries them.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { type Database, postOpeningBalance } from "@mobile-front/reference-backend/testing";
import { createReferenceBackend } from "@mobile-front/reference-backend";
import { createSessionStore } from "~/.server/session";
import { MERCHANT, OPERATOR_TOKEN } from "./servers";
import { clearOfMidnight } from "./clear-of-midnight";

/** A reference backend on a loopback port whose database the test can reach. */
export async function startBackendWithDb() {
  await clearOfMidnight();
  const backend = createReferenceBackend({ merchantCode: MERCHANT, operatorToken: OPERATOR_TOKEN });
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = backend.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db: backend.db,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          backend.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

export type TestMember = { id: number; account: string; type: number; token: string };

let counter = 0;

/** A member of `type` with `balance` (in currency units) and a live backend session. */
export function createMember(db: Database, options: { type?: number; balance?: number } = {}): TestMember {
  const account = `player${++counter}${randomBytes(3).toString("hex")}`;
  const type = options.type ?? 0;
  const id = Number(
    db
      .prepare("INSERT INTO members (account, password_hash, type) VALUES (?, 'no-login', ?)")
      .run(account, type).lastInsertRowid,
  );
  // Money only through the ledger, so the balance stays the sum of its rows.
  postOpeningBalance(db, id, Math.round((options.balance ?? 1000) * 100));
  const token = randomBytes(24).toString("base64url");
  const now = Date.now();
  db.prepare("INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    token,
    id,
    now,
    now + 3_600_000,
  );
  return { id, account, type, token };
}

export function endSession(db: Database, member: TestMember): void {
  db.prepare("UPDATE sessions SET revoked = 1 WHERE token = ?").run(member.token);
}

export function balanceOf(db: Database, member: TestMember): number {
  return (
    (db.prepare("SELECT balance_cents FROM members WHERE id = ?").pluck().get(member.id) as number) / 100
  );
}

/** The BFF's session cookie (`name=value`) for the member, signed with `secret`. */
export async function sessionCookie(
  secret: string,
  member: TestMember,
): Promise<{ name: string; value: string }> {
  const setCookie = await createSessionStore([secret]).create(new Request("http://localhost/"), {
    token: member.token,
    userName: member.account,
    type: member.type,
    firstTimeLogin: false,
    merchant: MERCHANT,
    remember: false,
  });
  const [pair] = setCookie.split(";");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

/** Logs a seeded account in through the BFF's login form; its session cookie as `name=value`. */
export async function logInThroughBff(bffUrl: string, username = "demo_player"): Promise<string> {
  const login = await fetch(`${bffUrl}/m/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ mode: "username", intent: "login", username, password: "Passw0rd!" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`login of ${username} failed (${login.status})`);
  return cookie;
}
