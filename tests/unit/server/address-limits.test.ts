import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createAddressLimits, DEFAULT_ADDRESS_LIMITS } from "~/.server/address-limits";
import { silentLogger } from "~/.server/logger";
import { loginDelayMs } from "@mobile-front/reference-backend/testing";
import { ConfigError, parseConfig } from "../../../server/config";
import { parseTrustProxy } from "../../../server/trust-proxy";

describe("address limits", () => {
  it("give each address its own tries, and take a given-back try again", async () => {
    const limits = createAddressLimits(
      { ...DEFAULT_ADDRESS_LIMITS, login: { points: 2, windowSeconds: 60 } },
      silentLogger,
    );
    expect((await limits.attempt("login", "a")).allowed).toBe(true);
    expect((await limits.attempt("login", "a")).allowed).toBe(true);
    expect((await limits.attempt("login", "a")).allowed).toBe(false);
    expect((await limits.attempt("login", "b")).allowed).toBe(true);
    await limits.giveBack("login", "b");
    expect((await limits.attempt("login", "b")).allowed).toBe(true);
    expect((await limits.attempt("login", "b")).allowed).toBe(true);
    expect((await limits.attempt("login", "b")).allowed).toBe(false);
  });

  it("tell of each refused try, by limit (the metrics count them)", async () => {
    const refused: string[] = [];
    const limits = createAddressLimits(
      { ...DEFAULT_ADDRESS_LIMITS, sms: { points: 1, windowSeconds: 60 } },
      silentLogger,
      (name) => refused.push(name),
    );
    await limits.attempt("sms", "a");
    expect(refused).toEqual([]);
    await limits.attempt("sms", "a");
    await limits.attempt("sms", "a");
    expect(refused).toEqual(["sms", "sms"]);
  });

  it("count nothing for a limit that is off", async () => {
    const limits = createAddressLimits({ ...DEFAULT_ADDRESS_LIMITS, freePlay: null }, silentLogger);
    for (let i = 0; i < 50; i++) expect((await limits.attempt("freePlay", "a")).allowed).toBe(true);
  });

  it("count a try made while the shared store first connects in the store, and at once on this host once it is given up", async () => {
    // Stands in for ioredis: its connection state, and the counting command rate-limiter-flexible sends.
    const sent: string[][] = [];
    const redis = {
      status: "connecting",
      async rlflxIncr(args: string[]) {
        sent.push(args);
        return [sent.length, 3_600_000];
      },
    };
    let connected!: () => void;
    const started = new Promise<void>((resolve) => (connected = resolve));
    const limits = createAddressLimits(
      { ...DEFAULT_ADDRESS_LIMITS, freePlay: { points: 1, windowSeconds: 3600 } },
      silentLogger,
      undefined,
      { redis: redis as unknown as Redis, started },
    );
    // Issue 62: asked before the connection is up, the try waits for it instead of counting here.
    const first = limits.attempt("freePlay", "a");
    redis.status = "ready";
    connected();
    expect(await first).toEqual({ allowed: true });
    expect(sent.map(([key]) => key)).toEqual(["bff:limit:freePlay:a"]);
    // The connection lost after the start: this host counts alone, without waiting (decision 0058).
    redis.status = "reconnecting";
    expect(await limits.attempt("freePlay", "b")).toEqual({ allowed: true });
    expect((await limits.attempt("freePlay", "b")).allowed).toBe(false);
    expect(sent).toHaveLength(1);
  });
});

describe("configuration", () => {
  it("reads each limit as tries per window, or off, and keeps the defaults otherwise", () => {
    const config = parseConfig({ LIMIT_LOGIN: "5/90s", LIMIT_SMS: "3/2h", LIMIT_FREE_PLAY: "off" });
    expect(config.addressLimits).toEqual({
      ...DEFAULT_ADDRESS_LIMITS,
      login: { points: 5, windowSeconds: 90 },
      sms: { points: 3, windowSeconds: 7200 },
      freePlay: null,
    });
  });

  it("refuses a limit or a trusted proxy it cannot read", () => {
    for (const env of [{ LIMIT_REGISTER: "10" }, { LIMIT_LOGIN: "0/15m" }, { TRUST_PROXY: "my-proxy" }])
      expect(() => parseConfig(env)).toThrow(ConfigError);
  });

  it("reads TRUST_PROXY as Express takes it: a boolean, hops, or addresses, ranges and names", () => {
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("loopback, 10.0.0.0/8, fd00::/8, 192.0.2.1")).toBe(
      "loopback,10.0.0.0/8,fd00::/8,192.0.2.1",
    );
    for (const bad of ["10.0.0.0/33", "proxy.example", "1.2.3", ""])
      expect(() => parseTrustProxy(bad)).toThrow();
  });
});

describe("the backend's delay after failed logins of one account from one address", () => {
  it("is none for the first three, then 10 s doubling, at most 5 minutes", () => {
    expect([0, 1, 2].map(loginDelayMs)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map(loginDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(loginDelayMs(50)).toBe(300_000);
  });
});
