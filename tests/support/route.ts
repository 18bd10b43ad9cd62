// Calls a route's loader or action with a real Request, the way React Router does: the root
// middleware (language, session, backend client) runs first and fills the router context.
import type { PageFlags } from "~/domain/menus";
import { RouterContextProvider } from "react-router";
import { DEFAULT_ADDRESS_LIMITS, type AddressLimitRules } from "~/.server/address-limits";
import { clientAddressContext, nonceContext, servicesContext } from "~/.server/context";
import { i18nextMiddleware } from "~/.server/i18n";
import { silentLogger } from "~/.server/logger";
import { requestMiddleware } from "~/.server/request-middleware";
import { createAppServices } from "~/.server/services";
import type { Database } from "@mobile-front/reference-backend/testing";
import { afterAll, beforeAll } from "vitest";
import { sessionCookie, startBackendWithDb, type TestMember } from "./member";
import { MERCHANT } from "./servers";
import { menuPagesOfConfig } from "./route-config";

export const SESSION_SECRET = "test-session-secret-of-at-least-32-chars";

export function testServices(
  backendUrl: string,
  overrides: {
    statusTtlMs?: number;
    backendTimeoutMs?: number;
    publicCacheTtlMs?: number;
    memberCacheTtlMs?: number;
    addressLimits?: AddressLimitRules;
    /** The pages that name a menu flag; by default the route handles' (`menuPagesOfConfig()`), as the host reads them. */
    menuPages?: PageFlags;
  } = {},
) {
  const services = createAppServices(
    {
      backendUrl,
      merchantCode: MERCHANT,
      sessionSecrets: [SESSION_SECRET],
      backendTimeoutMs: overrides.backendTimeoutMs ?? 2000,
      statusTtlMs: overrides.statusTtlMs ?? 0,
      publicCacheTtlMs: overrides.publicCacheTtlMs ?? 30_000,
      publicCacheMax: 1000,
      memberCacheTtlMs: overrides.memberCacheTtlMs ?? 5000,
      linkHosts: [],
      addressLimits: overrides.addressLimits ?? DEFAULT_ADDRESS_LIMITS,
      menuPages: overrides.menuPages ?? [],
    },
    silentLogger,
  );
  if (!overrides.menuPages) defaultMenuPages.add(services);
  return services;
}

// The route handles' menu flags are read once per test file, when a route first runs (reading every
// route module costs a second or two, paid only by files that run routes).
let configPages: Promise<PageFlags> | undefined;
const configMenuPages = () => (configPages ??= menuPagesOfConfig());
const defaultMenuPages = new WeakSet<object>();

/** Fills in the default menu pages of services made by `testServices` before a route reads them. */
async function withMenuPages(services: Services): Promise<void> {
  if (!defaultMenuPages.has(services)) return;
  defaultMenuPages.delete(services);
  (services.config.menuPages as Array<PageFlags[number]>).push(...(await configMenuPages()));
}

type Services = ReturnType<typeof testServices>;

/** What a route's loader or action reads of its arguments (`Route.LoaderArgs`, `Route.ActionArgs`). */
type RouteArgs = { request: Request; params: object; context: Readonly<RouterContextProvider> };

/**
 * Runs `fn` (a route's own loader or action, typed as the route declares it: no cast) for `request`
 * behind the root middleware, with the route's `params`. Answers what the function returned, or the
 * Response / data() it threw (a redirect, a 404): hence `| Response`.
 */
export async function runRoute<A extends RouteArgs, T>(
  ...args: Parameters<typeof runRouteSent<A, T>>
): Promise<Awaited<T> | Response> {
  return (await runRouteSent(...args)).answer;
}

/**
 * `runRoute`, with the answer as the middleware sent it too (`sent`: its status and headers, the
 * session cookie it sets among them; its body is empty unless the function returned a Response).
 */
export async function runRouteSent<A extends RouteArgs, T>(
  services: Services,
  fn: (args: A) => T,
  request: Request,
  params: A["params"] = {},
  /** The client's address as the host would give it (empty: unknown, the backend sees loopback). */
  clientAddress = "",
): Promise<{ answer: Awaited<T> | Response; sent: Response }> {
  await withMenuPages(services);
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(nonceContext, "test-nonce");
  context.set(clientAddressContext, clientAddress);
  let result: Awaited<T> | undefined;
  let thrown: unknown;
  // React Router's normalised address: the tests ask document addresses, which are their own.
  const url = new URL(request.url);
  const args = { request, url, params: params as Record<string, string>, context, pattern: "" };
  const sent = (await i18nextMiddleware(
    args,
    async () =>
      (await requestMiddleware(args, async () => {
        try {
          // The one cast: these are the arguments React Router hands the route.
          result = await fn(args as unknown as A);
        } catch (error) {
          thrown = error;
        }
        // The middleware sees the function's own Response (a redirect and its cookies), as it would.
        const answer = thrown ?? result;
        return answer instanceof Response ? answer : new Response(null);
      })) as Response,
  )) as Response;
  return { answer: thrown !== undefined ? (thrown as Response) : (result as Awaited<T>), sent };
}

/** Any route's loader or action, for helpers that run several (each call still infers its own). */
export type AnyRoute = (args: never) => unknown;

/** What the route returned; a thrown Response (redirect, 404) fails the test, saying where it led. */
export function returned<T>(answer: T | Response): T {
  if (answer instanceof Response) {
    throw new Error(`the route answered ${answer.status} ${answer.headers.get("Location") ?? ""}`.trim());
  }
  return answer;
}

/** The body and init of a `data(...)` answer, or the plain value. */
export function unwrap<T>(answer: unknown): { data: T; status: number; headers: Headers } {
  if (answer && typeof answer === "object" && (answer as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = answer as { data: T; init: ResponseInit | null };
    return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
  }
  return { data: answer as T, status: 200, headers: new Headers() };
}

/** A GET or form POST Request to the BFF's address. */
export function request(
  path: string,
  init: { form?: Record<string, string>; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (!headers.has("Accept-Language")) headers.set("Accept-Language", "en");
  if (init.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return new Request(`http://localhost${path}`, {
      method: "POST",
      headers,
      body: new URLSearchParams(init.form),
    });
  }
  return new Request(`http://localhost${path}`, { headers });
}

/** The Cookie header (`name=value`) of `member`'s BFF session, sealed with the tests' secret. */
export async function memberCookie(member: TestMember): Promise<string> {
  const cookie = await sessionCookie(SESSION_SECRET, member);
  return `${cookie.name}=${cookie.value}`;
}

/**
 * The reference backend (with its database) of a test file: started before the file's tests,
 * stopped after them. Read `url` and `db` inside tests or hooks, once it has started.
 */
export function backendOfFile(): { readonly url: string; readonly db: Database } {
  let backend: Awaited<ReturnType<typeof startBackendWithDb>> | undefined;
  beforeAll(async () => {
    backend = await startBackendWithDb();
  });
  afterAll(() => backend?.close());
  const started = () => {
    if (!backend) throw new Error("the backend starts in beforeAll");
    return backend;
  };
  return {
    get url() {
      return started().url;
    },
    get db() {
      return started().db;
    },
  };
}
