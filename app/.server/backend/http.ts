import { z } from "zod";
import { BackendError } from "./errors";

export type BackendCallOptions = {
  baseUrl: string;
  merchant: string;
  /** Upper-case platform language code (EN, KO, ...). */
  language: string;
  token?: string | null;
  timeoutMs: number;
  /**
   * The player's address, sent as `X-Forwarded-For` on every call (the platform names no header of
   * its own): the backend keys its per-address limits and region check on it. Unset for the BFF's
   * own shared calls (status, merchant), which belong to no player.
   */
  clientAddress?: string;
};

type Query = Record<string, string | number | boolean | null | undefined>;

export type CallInit = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  body?: unknown;
  /** Form-encoded body, for the calls the platform takes that way. */
  form?: Record<string, string>;
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

async function send(options: BackendCallOptions, path: string, init: CallInit): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    Merchant: options.merchant,
    Language: options.language,
    ...init.headers,
  };
  if (options.token) headers.Authorization = options.token;
  if (options.clientAddress) headers["X-Forwarded-For"] = options.clientAddress;
  let body: string | undefined;
  if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  try {
    return await fetch(buildUrl(options.baseUrl, path, init.query), {
      method: init.method ?? "GET",
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new BackendError(
      timedOut ? "backend.timeout" : "backend.unreachable",
      0,
      timedOut ? `no answer from ${path} within ${options.timeoutMs} ms` : `${path} could not be reached`,
    );
  }
}

async function readJson(response: Response, path: string): Promise<unknown> {
  try {
    return await response.json();
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
  const parsed = envelope.safeParse(await readJson(response, path));
  if (!parsed.success) throw new BackendError("backend.bad.answer", response.status, `${path}: no envelope`);
  const answer = parsed.data;
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
  const value = schema.safeParse(await readJson(response, path));
  if (!value.success) {
    throw new BackendError("backend.bad.answer", response.status, `${path}: ${z.prettifyError(value.error)}`);
  }
  return value.data;
}
