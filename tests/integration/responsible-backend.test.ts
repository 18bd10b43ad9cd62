// Responsible gambling in the reference backend (issue 11): limits refuse what they should, a raise
// waits 24 hours, a break refuses login and launch, self-exclusion cannot be shortened. Store
// functions take the time, so the clock moves without waiting.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  postLedger,
  depositRefusal,
  launchRefusal,
  realityCheck,
  setLimit,
  setRealityCheckMinutes,
  takeExclusion,
  refuseResponsibleDeposit,
} from "@mobile-front/reference-backend/testing";
import { createMember, startBackendWithDb, type TestMember } from "../support/member";
import { MERCHANT } from "../support/servers";
import { encryptedFetch } from "../support/encrypted-call";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
beforeAll(async () => {
  backend = await startBackendWithDb();
});
afterAll(() => backend?.close());

const HOUR = 3_600_000;
const nextUtcMidnight = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
};

async function call(path: string, init: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Merchant: MERCHANT };
  if (init.token) headers.Authorization = init.token;
  if (init.body) headers["Content-Type"] = "application/json";
  // The login is one of the calls the platform encrypts.
  const response =
    path === "/wps/session/login"
      ? await encryptedFetch(backend.url, path, { merchant: MERCHANT, payload: init.body, headers })
      : await fetch(backend.url + path, {
          method: init.body ? "POST" : "GET",
          headers,
          body: init.body ? JSON.stringify(init.body) : undefined,
        });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

let ledgerCounter = 0;
const post = (member: TestMember, kind: "deposit" | "bet" | "win", cents: number) =>
  postLedger(backend.db, {
    memberId: member.id,
    kind,
    amountCents: cents,
    reference: `test:${kind}`,
    idempotencyKey: `responsible-test:${++ledgerCounter}`,
  });

/** A new live session of the member (as a login makes one), started `ago` ms before now. */
function newSession(member: TestMember, ago = 0): string {
  const token = randomBytes(24).toString("base64url");
  const now = Date.now();
  backend.db
    .prepare("INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .run(token, member.id, now - ago, now + HOUR);
  return token;
}

const launchableGame = () =>
  backend.db
    .prepare(
      "SELECT game_id AS gameId, node_id AS nodeId FROM game WHERE listed = 1 AND game_type = 'RNG' AND vassalage = 'PG' ORDER BY game_id LIMIT 1",
    )
    .get() as { gameId: number; nodeId: string };
const launch = (token: string) => {
  const g = launchableGame();
  return call(`/wps/game/launchGame?gameId=${g.gameId}&nodeId=${g.nodeId}`, { token });
};

describe("depositRefusal (called by deposit orders)", () => {
  it("refuses a deposit over the day's limit, naming the limit, what remains and when it resets", () => {
    const member = createMember(backend.db);
    const now = Date.now();
    setLimit(backend.db, member.id, "deposit.day", 10_000, now);
    post(member, "deposit", 8_000);
    expect(depositRefusal(backend.db, member.id, 2_000, now)).toBeNull();
    expect(depositRefusal(backend.db, member.id, 2_001, now)).toEqual({
      limit: "deposit.day",
      remainingCents: 2_000,
      resetsAt: nextUtcMidnight(now),
    });
  });

  it("a raised limit waits 24 hours; a lowered one applies at once", () => {
    const member = createMember(backend.db);
    const now = Date.now();
    setLimit(backend.db, member.id, "deposit.week", 10_000, now);
    setLimit(backend.db, member.id, "deposit.week", 50_000, now);
    expect(depositRefusal(backend.db, member.id, 20_000, now)?.limit).toBe("deposit.week");
    expect(depositRefusal(backend.db, member.id, 20_000, now + 24 * HOUR - 1)?.limit).toBe("deposit.week");
    expect(depositRefusal(backend.db, member.id, 20_000, now + 24 * HOUR)).toBeNull();
    setLimit(backend.db, member.id, "deposit.week", 1_000, now + 24 * HOUR);
    expect(depositRefusal(backend.db, member.id, 1_001, now + 24 * HOUR)?.remainingCents).toBe(1_000);
  });

  it("refuses every deposit during a break, until its end", () => {
    const member = createMember(backend.db);
    const now = Date.now();
    const until = now + 7 * 24 * HOUR;
    takeExclusion(backend.db, member.id, { kind: "break", until }, now);
    expect(depositRefusal(backend.db, member.id, 1, now)).toEqual({
      limit: "break",
      remainingCents: 0,
      resetsAt: until,
    });
    expect(depositRefusal(backend.db, member.id, 1, until)).toBeNull();
  });
});

describe("refuseResponsibleDeposit (the deposit orders' seam)", () => {
  it("answers the refusal to throw, with the limit, what remains and when it resets; null within the limit", () => {
    const member = createMember(backend.db);
    setLimit(backend.db, member.id, "deposit.month", 5_000, Date.now());
    expect(refuseResponsibleDeposit(backend, member, { amountCents: 5_000 })).toBeNull();
    const refusal = refuseResponsibleDeposit(backend, member, { amountCents: 5_001 });
    expect(refusal).toMatchObject({
      status: 403,
      errorCode: "responsible.refused",
      value: { limit: "deposit.month", remainingCents: 5_000 },
    });
  });
});

describe("launch", () => {
  it("is refused once the day's net loss reaches the loss limit, with when it resets", async () => {
    const member = createMember(backend.db);
    const limits = await call("/wps/responsible/limits", {
      token: member.token,
      body: { name: "loss.day", value: 500 },
    });
    expect(limits.body.value.limits["loss.day"]).toEqual({ value: 500, pending: null });
    expect((await launch(member.token)).status).toBe(200);
    post(member, "bet", -400);
    post(member, "win", 100);
    post(member, "bet", -100);
    expect((await launch(member.token)).status).toBe(200);
    post(member, "bet", -100);
    const refused = await launch(member.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: "responsible.refused",
      value: { limit: "loss.day", resetsAt: nextUtcMidnight(Date.now()) },
    });
  });

  it("is refused when the session has lasted its time limit", async () => {
    const member = createMember(backend.db);
    await call("/wps/responsible/limits", { token: member.token, body: { name: "session", value: 30 } });
    expect((await launch(newSession(member, 29 * 60_000))).status).toBe(200);
    const refused = await launch(newSession(member, 30 * 60_000));
    expect(refused.body.value).toEqual({ limit: "session", resetsAt: null });
  });

  it("a raised loss limit waits 24 hours before play may go on", () => {
    const member = createMember(backend.db);
    const now = Date.now();
    setLimit(backend.db, member.id, "loss.month", 100, now);
    post(member, "bet", -100);
    setLimit(backend.db, member.id, "loss.month", 10_000, now);
    expect(launchRefusal(backend.db, member.id, now, now)?.limit).toBe("loss.month");
    expect(launchRefusal(backend.db, member.id, now, now + 24 * HOUR)).toBeNull();
  });
});

describe("take a break and self-exclusion", () => {
  it("a break ends the sessions and refuses login and launch until its end", async () => {
    const login = () =>
      call("/wps/session/login", {
        body: { type: "username", username: "demo_player", password: "Passw0rd!" },
      });
    const first = await login();
    expect(first.body.success).toBe(true);
    const token = first.body.value.token as string;
    const taken = await call("/wps/responsible/exclusion", { token, body: { kind: "break", length: "24h" } });
    expect(taken.body.value.kind).toBe("break");
    const until = taken.body.value.until as number;
    expect(until - Date.now()).toBeGreaterThan(23 * HOUR);
    // The session that asked for it has ended.
    expect((await call("/wps/responsible", { token })).status).toBe(401);
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: "responsible.refused",
      value: { limit: "break", resetsAt: until },
    });
    // A session made some other way still cannot play.
    const id = backend.db
      .prepare("SELECT id FROM members WHERE account = 'demo_player'")
      .pluck()
      .get() as number;
    const other = newSession({ id, account: "demo_player", type: 0, token: "" });
    expect((await launch(other)).body).toMatchObject({ value: { limit: "break", resetsAt: until } });
  });

  it("self-exclusion cannot be shortened, only lengthened", async () => {
    const member = createMember(backend.db);
    const taken = await call("/wps/responsible/exclusion", {
      token: member.token,
      body: { kind: "selfExclusion", months: 6 },
    });
    const until = taken.body.value.until as number;
    expect(until - Date.now()).toBeGreaterThan(180 * 24 * HOUR);
    const now = Date.now();
    expect(takeExclusion(backend.db, member.id, { kind: "break", until: now + 24 * HOUR }, now)).toEqual({
      kind: "selfExclusion",
      until,
    });
    expect(takeExclusion(backend.db, member.id, { kind: "selfExclusion", until: until + 1 }, now).until).toBe(
      until + 1,
    );
  });

  it("offers only 6 months and more", async () => {
    const member = createMember(backend.db);
    const refused = await call("/wps/responsible/exclusion", {
      token: member.token,
      body: { kind: "selfExclusion", months: 3 },
    });
    expect(refused.status).toBe(400);
  });
});

describe("reality check", () => {
  it("is due after each interval since login, with time played and net result, until acknowledged", async () => {
    const member = createMember(backend.db);
    setRealityCheckMinutes(backend.db, member.id, 30);
    const token = newSession(member, 31 * 60_000);
    post(member, "bet", -300);
    post(member, "win", 100);
    const check = await call("/wps/responsible/reality", { token });
    expect(check.body.value).toMatchObject({
      minutesPlayed: 31,
      netResultCents: -200,
      intervalMinutes: 30,
      due: true,
    });
    const seen = await call("/wps/responsible/reality/acknowledge", { token, body: {} });
    expect(seen.body.value.due).toBe(false);
    const startedAt = check.body.value.startedAt as number;
    expect(realityCheck(backend.db, token, startedAt + 60 * 60_000)?.due).toBe(true);
  });
});

describe("demo game page", () => {
  async function gameUrl(token: string) {
    const { body } = await launch(token);
    return body.value.content.game_url as string;
  }

  it("shows the due reality check with a way to continue and a way out to the lobby", async () => {
    const member = createMember(backend.db);
    setRealityCheckMinutes(backend.db, member.id, 15);
    const token = newSession(member, 16 * 60_000);
    const url = await gameUrl(token);
    const html = await (await fetch(url)).text();
    expect(html).toContain("You have played for 16 minutes since you logged in.");
    expect(html).toContain('target="_top">Stop playing</a>');
    const seen = await fetch(`${url}/reality`, { method: "POST", redirect: "manual" });
    expect(seen.status).toBe(303);
    expect(await (await fetch(url)).text()).not.toContain("Reality check");
  });

  it("stops spins once the loss limit is reached mid-game, and says why", async () => {
    const member = createMember(backend.db);
    const url = await gameUrl(member.token);
    setLimit(backend.db, member.id, "loss.day", 100, Date.now());
    post(member, "bet", -100);
    const before = backend.db
      .prepare("SELECT count(*) FROM spins WHERE member_id = ?")
      .pluck()
      .get(member.id);
    const refused = await fetch(`${url}/spin`, { method: "POST", redirect: "manual" });
    expect(await refused.text()).toContain("You have reached your loss limit.");
    expect(backend.db.prepare("SELECT count(*) FROM spins WHERE member_id = ?").pluck().get(member.id)).toBe(
      before,
    );
  });
});
