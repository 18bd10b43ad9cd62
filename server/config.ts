import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { z } from "zod";
import {
  DEFAULT_ADDRESS_LIMITS,
  type AddressLimitName,
  type AddressLimitRule,
  type AddressLimitRules,
} from "../app/.server/address-limits";
import { SecretFileError, withSecretFiles } from "./secret-files";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

const port = z.coerce.number().int().min(0).max(65535);
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
/** A comma-separated list; empty items dropped. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).default([]),
  );
/** A host name with an optional port, as a Host header names it (`m.example.com`, `localhost:3000`). */
const hostName = z
  .string()
  .toLowerCase()
  .regex(/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/, "a host name, optionally :port");
/** An origin (scheme, host and port), no path. */
const origin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  }, "an origin: scheme, host and port only")
  .transform((value) => new URL(value).origin);

const WINDOW_UNITS = { s: 1, m: 60, h: 3600 } as const;

/** A per-address limit: `<tries>/<window>` (`20/15m`, `5/1h`, `30/90s`), or `off`. */
const addressLimit = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .regex(/^(off|\d{1,6}\/\d{1,5}[smh])$/, "tries/window like 20/15m (s, m or h), or off")
    .optional()
    .transform((text): AddressLimitRule | undefined => {
      if (text === undefined) return undefined;
      if (text === "off") return null;
      const [, points, length, unit] = /^(\d+)\/(\d+)([smh])$/.exec(text)!;
      return {
        points: Number(points),
        windowSeconds: Number(length) * WINDOW_UNITS[unit as "s" | "m" | "h"],
      };
    })
    .refine((rule) => !rule || (rule.points > 0 && rule.windowSeconds > 0), "tries and window above 0"),
);

/** The environment variable of each per-address limit. */
const LIMIT_VARIABLES = {
  login: "LIMIT_LOGIN",
  register: "LIMIT_REGISTER",
  forgotPassword: "LIMIT_FORGOT_PASSWORD",
  sms: "LIMIT_SMS",
  freePlay: "LIMIT_FREE_PLAY",
  usernameCheck: "LIMIT_USERNAME_CHECK",
} as const satisfies Record<AddressLimitName, string>;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** A real platform; unset = the reference backend runs in-process on a loopback port. */
  BACKEND_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Signs the session cookie. A comma-separated list rotates it host by host (issue 25): the first
   * signs, every one is read; put the new one first everywhere, drop the old one once its cookies
   * have expired.
   */
  SESSION_SECRET: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value : undefined),
    list(z.string().min(32, "each secret at least 32 characters"))
      .refine((secrets) => secrets.length > 0, "at least one secret")
      .optional(),
  ),
  /**
   * A single throwaway host (the demo `npm start` runs): in production it may start without
   * SESSION_SECRET, with a random one; anywhere else production refuses to start without it.
   */
  THROWAWAY_HOST: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).default("0")).transform((v) => v === "1"),
  /** The hosts' shared Redis (`redis://host:6379/0`): limits and cache invalidation across hosts. */
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * After SIGTERM: how long the process keeps serving (unready, closing connections after their
   * answer) so the balancer takes it out before its listener closes.
   */
  DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, "letters, digits, _ or -, at most 32")
    .default("demo"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Guards the reference backend's operator endpoints. */
  OPERATOR_TOKEN: z.string().min(8, "must be at least 8 characters").default("dev-operator-token"),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /**
   * How long an idle client connection stays open. Longer than the idle timeout of the proxies and
   * load balancers in front (60 s for most), so they never reuse a connection the BFF is closing
   * (Node's 5 s default makes them answer 502 now and then).
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  STATUS_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * A cookieless guest's public page (home, game lists) is answered as made this long (issue 24,
   * decision 0051); never longer than STATUS_TTL_MS. 0 turns it off.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Shared public answers (game lists, vendors, winners, banners): fresh this long, then refreshed. */
  PUBLIC_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  PUBLIC_CACHE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /**
   * Load shedding (server/overload.ts, decision 0081): a page or data request that arrives while this
   * process serves this many, or while its event loop runs SHED_MAX_LAG_MS behind, is answered 503
   * with Retry-After at once. 0 turns either off.
   */
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(64),
  SHED_MAX_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** A session's header data (member info, balance); 0 turns it off. */
  HEADER_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The proxies in front (Express `trust proxy`: hops, or addresses and CIDRs): they decide
   * req.protocol (Secure cookies) and the client address, from X-Forwarded-For, which the per-address
   * limits count and the backend is told. Unset: no proxy, the socket's address is the client's.
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx): TrustProxy | undefined => {
        if (value === undefined) return undefined;
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  /** Per client address (docs/decisions/0020): failed logins, registrations, password resets, SMS codes, free play, username checks. */
  LIMIT_LOGIN: addressLimit,
  LIMIT_REGISTER: addressLimit,
  LIMIT_FORGOT_PASSWORD: addressLimit,
  LIMIT_SMS: addressLimit,
  LIMIT_FREE_PLAY: addressLimit,
  LIMIT_USERNAME_CHECK: addressLimit,
  /**
   * The address players use (`https://m.example.com`): its host and scheme are what links, the game's
   * back link and cookies are built from; a request for another host is refused (421). Unset (for
   * development and tests): the loopback hosts are served, as the request names them.
   */
  PUBLIC_URL: z.preprocess(emptyToUndefined, origin.optional()),
  /** More hosts served (as they are named), besides PUBLIC_URL's; without PUBLIC_URL, the loopback names. */
  ALLOWED_HOSTS: list(hostName),
  /** Hosts a banner or CMS link may lead to, besides relative paths (docs/decisions/0021). */
  LINK_HOSTS: list(hostName),
  /** Origins of the game providers whose pages are framed (the sports page); the BFF's own is always allowed. */
  GAME_FRAME_ORIGINS: list(origin),
  /** The largest request body read, in bytes; a larger one is refused with 413 unread. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  /** /metrics on its own port (all processes aggregated); unset: no such port. */
  METRICS_PORT: z.preprocess(emptyToUndefined, port.optional()),
  /** /metrics on the main port, for `Authorization: Bearer <token>` only; unset: not on the main port. */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  /** BFF processes (one per core by default in production; development runs one, for Vite). */
  WEB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(256).optional()),
});

type LimitVariable = (typeof LIMIT_VARIABLES)[AddressLimitName];

export type ServerConfig = Omit<
  z.infer<typeof schema>,
  "SESSION_SECRET" | "WEB_CONCURRENCY" | "THROWAWAY_HOST" | LimitVariable
> & {
  /** The first signs, every one is read. */
  SESSION_SECRET: string[];
  sessionSecretGenerated: boolean;
  WEB_CONCURRENCY: number;
  /** The per-address limits, defaults filled in. */
  addressLimits: AddressLimitRules;
};

export class ConfigError extends Error {}

/** Parses the environment once at start-up; a bad value stops start-up with a message naming it. */
export function parseConfig(
  env: NodeJS.ProcessEnv = process.env,
  readFile?: (file: string) => string,
): ServerConfig {
  let withFiles;
  try {
    withFiles = withSecretFiles(env, undefined, readFile);
  } catch (error) {
    if (error instanceof SecretFileError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
  const result = schema.safeParse(withFiles);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const { THROWAWAY_HOST, ...data } = result.data;
  const secret = data.SESSION_SECRET;
  // Two hosts each with a random secret would silently refuse each other's cookies: production
  // names its secret, or says it is the only, throwaway host.
  if (secret === undefined && data.NODE_ENV === "production" && !THROWAWAY_HOST) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: required in production (or SESSION_SECRET_FILE); " +
        "THROWAWAY_HOST=1 starts a single throwaway host with a random one",
    );
  }
  const addressLimits = Object.fromEntries(
    (Object.entries(LIMIT_VARIABLES) as [AddressLimitName, LimitVariable][]).map(([name, variable]) => [
      name,
      data[variable] === undefined ? DEFAULT_ADDRESS_LIMITS[name] : data[variable],
    ]),
  ) as AddressLimitRules;
  return {
    ...data,
    addressLimits,
    // Without a secret, a random one: sessions end at restart. The cluster primary makes it and hands
    // it to its workers, so sessions span them; separate hosts need SESSION_SECRET set.
    SESSION_SECRET: secret ?? [randomBytes(32).toString("hex")],
    sessionSecretGenerated: secret === undefined,
    WEB_CONCURRENCY: data.WEB_CONCURRENCY ?? (data.NODE_ENV === "production" ? availableParallelism() : 1),
  };
}
