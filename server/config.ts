import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** A real platform; unset = the reference backend runs in-process on a loopback port. */
  BACKEND_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, "letters, digits, _ or -, at most 32")
    .default("demo"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Guards the reference backend's operator endpoints. */
  OPERATOR_TOKEN: z.string().min(8, "must be at least 8 characters").default("dev-operator-token"),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  STATUS_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Shared public answers (game lists, vendors, winners, banners): fresh this long, then refreshed. */
  PUBLIC_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  PUBLIC_CACHE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** A session's header data (member info, balance); 0 turns it off. */
  HEADER_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set when a TLS proxy sits in front, so req.protocol and the Secure cookies are right. */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
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

export type ServerConfig = Omit<z.infer<typeof schema>, "SESSION_SECRET" | "WEB_CONCURRENCY"> & {
  SESSION_SECRET: string;
  sessionSecretGenerated: boolean;
  WEB_CONCURRENCY: number;
};

export class ConfigError extends Error {}

/** Parses the environment once at start-up; a bad value stops start-up with a message naming it. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const secret = result.data.SESSION_SECRET;
  return {
    ...result.data,
    // Without a secret, a random one: sessions end at restart. The cluster primary makes it and hands
    // it to its workers, so sessions span them; separate hosts need SESSION_SECRET set.
    SESSION_SECRET: secret ?? randomBytes(32).toString("hex"),
    sessionSecretGenerated: secret === undefined,
    WEB_CONCURRENCY:
      result.data.WEB_CONCURRENCY ?? (result.data.NODE_ENV === "production" ? availableParallelism() : 1),
  };
}
