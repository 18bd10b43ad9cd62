import type { Breaker } from "./breaker";
import type { BackendBudget } from "./budget";
import { Agent, request } from "undici";
import { z } from "~/domain/zod";
import { BackendError } from "./errors";
import type { ClientPlatform } from "~/domain/download";

export type BackendCallOptions = {
  baseUrl: string;
  merchant: string;
  /** Upper-case platform language code (EN, KO, ...). */
  language: string;
  token?: string | null;
  /** The most one call waits for its answer (BACKEND_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * The request's time for the backend (budget.ts): its calls share one `timeoutMs` of waiting. A
   * call left less waits only that; one left none fails at once. Unset (the host's own shared
   * calls): each call has `timeoutMs`.
   */
  budget?: BackendBudget;
  /**
   * The player's address, sent as `X-Forwarded-For` on every call (the platform names no header of
   * its own): the backend keys its per-address limits and region check on it. Unset for the BFF's
   * own shared calls (status, merchant), which belong to no player.
   */
  clientAddress?: string;
  /**
   * The visitor's time zone (IANA), sent as `timeZone` on the calls whose days are the visitor's
   * (records, deposit record, team figures): the backend counts those days in it. Unset: UTC.
   */
  timeZone?: string;
  /**
   * Where the player is: the app's shell or the mobile web (domain/download.ts `clientPlatform`),
   * sent with the calls that start a session, so the platform knows the session's platform (the
   * app-download bonus is for app sessions only). Unset: the mobile web.
   */
  platform?: ClientPlatform;
  /** This request's id, sent as `X-Request-Id`, so the backend's log lines join ours. */
  requestId?: string;
  observer?: BackendObserver;
  /** The process's circuit breaker on the backend (breaker.ts): calls fail at once while it is open. */
  breaker?: Breaker;
};

/** A query whose days are the visitor's: the same query with `timeZone` (docs/backend-api.md "Formats"). */
export const inVisitorDays = <Q extends object>(options: BackendCallOptions, query: Q) => ({
  ...query,
  timeZone: options.timeZone,
});

/** Told of every call (metrics) and of a token the backend refused (the session has ended). */
export type BackendObserver = {
  /**
   * `outcome`: the HTTP status, or `timeout` / `unreachable` when no answer came, `circuit-open` when
   * the breaker failed it at once, `deadline` when its request's time for the backend was up.
   */
  called?(path: string, outcome: string, seconds: number): void;
  /** A trace span for the call (AppMetrics.backendSpan): started with its headers, ended with its outcome. */
  span?(path: string, method: string, headers: Record<string, string>): (outcome: string) => void;
  tokenRejected?(): void;
  /** The backend refused a call for maintenance (`system.maintenance`): the site is down now. */
  maintenance?(): void;
};

type Query = Record<string, string | number | boolean | null | undefined>;

export type CallInit = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  body?: unknown;
  /** Form-encoded body, for the calls the platform takes that way. */
  form?: Record<string, string>;
  /** Raw bytes with their type (an uploaded image). */
  bytes?: { data: Uint8Array<ArrayBuffer>; contentType: string };
  headers?: Record<string, string>;
};

const envelope = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  errorCode: z.string().nullish(),
  message: z.string().nullish(),
});

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The backend's connections, kept alive and shared by every call of this process. undici's
 * `request` rather than `fetch`: the same client underneath, without the WHATWG streams and
 * Response objects around it, which cost about 0.5 ms of CPU per call (a member page makes three;
 * docs/bench.md, issue 24).
 */
const connections = new Agent();

/** The backend's answer, read whole (every caller reads it whole; an unread body would hold its connection). */
type Answer = { status: number; ok: boolean; contentType: string; body: Buffer };

/**
 * The headers the platform's own client sends on every call (docs/backend-api.md "Headers"): the
 * merchant, the language upper-case, the device (`OTHERS` from the app's shell, as accounts §7 says
 * for the standalone app; `web` otherwise) and the gateway version.
 */
function commonHeaders(options: BackendCallOptions): Record<string, string> {
  return {
    Merchant: options.merchant,
    Language: options.language.toUpperCase(),
    Device: options.platform === "app" ? "OTHERS" : "web",
    "X-Gateway-Version": "3",
  };
}

async function send(options: BackendCallOptions, path: string, init: CallInit): Promise<Answer> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...commonHeaders(options),
    ...init.headers,
  };
  if (options.token) headers.Authorization = options.token;
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  if (options.clientAddress) headers["X-Forwarded-For"] = options.clientAddress;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (init.bytes) {
    headers["Content-Type"] = init.bytes.contentType;
    body = init.bytes.data;
  } else if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  const started = performance.now();
  const endSpan = options.observer?.span?.(path, init.method ?? "GET", headers);
  const observe = (outcome: string) => {
    options.observer?.called?.(path, outcome, (performance.now() - started) / 1000);
    endSpan?.(outcome);
  };
  // Whole milliseconds: AbortSignal.timeout refuses a fraction.
  const waitMs = Math.floor(Math.min(options.timeoutMs, options.budget?.left() ?? Infinity));
  if (waitMs < 1) {
    observe("deadline");
    throw new BackendError(
      "backend.timeout",
      0,
      `${path} not called: the request's time for the backend is up`,
    );
  }
  const admitted = options.breaker?.admit();
  if (admitted === null) {
    observe("circuit-open");
    throw new BackendError(
      "backend.unreachable",
      0,
      `${path} not called: the backend is down (circuit open)`,
    );
  }
  const ended = options.budget?.begin();
  try {
    const response = await request(buildUrl(options.baseUrl, path, init.query), {
      method: init.method ?? "GET",
      headers,
      body,
      dispatcher: connections,
      // The whole call, answer included.
      signal: AbortSignal.timeout(waitMs),
    });
    const answer: Answer = {
      status: response.statusCode,
      ok: response.statusCode >= 200 && response.statusCode < 300,
      contentType: String(response.headers["content-type"] ?? ""),
      body: Buffer.from(await response.body.arrayBuffer()),
    };
    observe(String(answer.status));
    admitted?.succeeded();
    // 401 to a call that carried a token: the backend no longer knows it (logged out, expired, revoked).
    if (answer.status === 401 && options.token) options.observer?.tokenRejected?.();
    return answer;
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    observe(timedOut ? "timeout" : "unreachable");
    // A call its request's budget cut to under half the bound says little of the backend.
    if (timedOut && waitMs < options.timeoutMs / 2) admitted?.released();
    else admitted?.failed();
    throw new BackendError(
      timedOut ? "backend.timeout" : "backend.unreachable",
      0,
      timedOut ? `no answer from ${path} within ${waitMs} ms` : `${path} could not be reached`,
    );
  } finally {
    ended?.();
  }
}

/** The platform's refusal of a write while it is in maintenance (docs/backend-api.md). */
export const MAINTENANCE = "system.maintenance";

function readJson(response: Answer, path: string): unknown {
  try {
    return JSON.parse(response.body.toString("utf8"));
  } catch {
    throw new BackendError("backend.bad.answer", response.status, `${path} did not answer JSON`);
  }
}

/** One enveloped call: `{ success, value?, errorCode?, message? }`; `value` parsed by `schema`. */
export async function call<T extends z.ZodType>(
  options: BackendCallOptions,
  path: string,
  schema: T,
  init: CallInit = {},
): Promise<z.infer<T>> {
  const response = await send(options, path, init);
  const parsed = envelope.safeParse(readJson(response, path));
  if (!parsed.success) throw new BackendError("backend.bad.answer", response.status, `${path}: no envelope`);
  const answer = parsed.data;
  if (answer.errorCode === MAINTENANCE) options.observer?.maintenance?.();
  if (!answer.success || !response.ok) {
    throw new BackendError(
      answer.errorCode ?? `http.${response.status}`,
      response.status,
      answer.message ?? `${path} failed`,
      answer.value,
    );
  }
  const value = schema.safeParse(answer.value);
  if (!value.success) {
    throw new BackendError("backend.bad.answer", response.status, `${path}: ${z.prettifyError(value.error)}`);
  }
  return value.data;
}

/** A raw JSON call (the lottery endpoints answer without the envelope). */
export async function callRaw<T extends z.ZodType>(
  options: BackendCallOptions,
  path: string,
  schema: T,
  init: CallInit = {},
): Promise<z.infer<T>> {
  const response = await send(options, path, init);
  if (!response.ok) throw new BackendError(`http.${response.status}`, response.status, `${path} failed`);
  const value = schema.safeParse(readJson(response, path));
  if (!value.success) {
    throw new BackendError("backend.bad.answer", response.status, `${path}: ${z.prettifyError(value.error)}`);
  }
  return value.data;
}

/** A call answering bytes (an image) when it succeeds, or null when the backend has none (404). */
export async function callBytes(
  options: BackendCallOptions,
  path: string,
  init: CallInit = {},
): Promise<{ data: ArrayBuffer; contentType: string } | null> {
  const response = await send(options, path, init);
  if (response.status === 404) return null;
  if (!response.ok) throw new BackendError(`http.${response.status}`, response.status, `${path} failed`);
  const { body } = response;
  const data = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
  return { data, contentType: response.contentType };
}
