import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express from "express";
import type { Logger as PinoLogger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type * as EntryServer from "../app/entry.server";
import type { AddressLimitRules } from "../app/.server/address-limits";
import type { AppServices } from "../app/.server/context";
import type { AppMetrics } from "../app/.server/metrics";
import { countRequests, pageCacheLookup, reportBuild, shedRequest } from "./metrics";
import { metricsRoute } from "./metrics-endpoint";
import { precompressedAssets } from "./precompressed";
import { chatProxy, demoGameProxy, imageProxy, oauthProxy, paymentProviderProxy } from "./proxies";
import { requestIdGenerator, withRequestId } from "./request-id";
import { coalesceFlushes } from "./coalesce-flushes";
import { missingFile } from "./missing-file";
import { guestPageCache } from "./page-cache";
import { BROTLI_QUALITY } from "./page-encodings";
import { eventLoopLag, shedWhenOverloaded } from "./overload";
import { publicHost } from "./public-host";
import { originForm } from "./request-target";
import { redactTarget } from "./redact-target";
import { badRequests, withCheckedBody } from "./request-bodies";
import { holdsSession, UPLOAD_ROUTES } from "./upload-routes";
import { nonce, permissionsHeader, sameOriginWrites, securityHeaders } from "./security";
import type { TrustProxy } from "./trust-proxy";
import type { Tracing } from "./tracing";

type Entry = typeof EntryServer;

/** What the app's request middleware told the host about this answer (its `routeContext`). */
const answerOf = (res: express.Response) =>
  res.locals.route as { pattern: string; sameForGuests: boolean } | undefined;

/** Names the route of requests a static handler serves, for the request metrics. */
const label =
  (name: string): express.RequestHandler =>
  (_req, res, next) => {
    res.locals.routeLabel = name;
    next();
  };

/** The client's address: Express's req.ip (which heeds `trust proxy`), IPv4-mapped IPv6 as plain IPv4. */
export function clientAddress(req: express.Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? "";
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}

/**
 * The level of a request's log line: error for a failure of ours; a 503 that says when to come back
 * (planned maintenance, Retry-After) is the site answering as configured, not an error.
 */
export function requestLogLevel(statusCode: number, retryAfter: unknown, err?: unknown) {
  if (plannedUnavailable(statusCode, retryAfter, err)) return "info" as const;
  return err || statusCode >= 500 ? ("error" as const) : ("info" as const);
}

/** A 503 that says when to come back, with no error of ours behind it (pino-http's own is made up). */
function plannedUnavailable(statusCode: number, retryAfter: unknown, err?: unknown): boolean {
  const madeUp = err instanceof Error && err.message === `failed with status code ${statusCode}`;
  return statusCode === 503 && retryAfter !== undefined && (!err || madeUp);
}

export type BffOptions = {
  mode: "production" | "development";
  backendUrl: string;
  merchantCode: string;
  /** The first signs, every one is read (SESSION_SECRET rotation). */
  sessionSecrets: readonly string[];
  /** The hosts' shared Redis; unset: this host keeps its own state. */
  redisUrl?: string;
  backendTimeoutMs: number;
  statusTtlMs: number;
  /**
   * How long a cookieless guest's public page is answered as made (server/page-cache.ts); never
   * longer than the site status is kept (statusTtlMs), so maintenance shows as soon as before.
   */
  pageCacheTtlMs?: number;
  /** The shared cache of public answers and the per-session header cache (see config.ts). */
  publicCacheTtlMs: number;
  publicCacheMax: number;
  memberCacheTtlMs: number;
  logger: PinoLogger;
  /** What the app reports to the metrics (server/metrics.ts). */
  appMetrics?: AppMetrics;
  /** A span per request (server/tracing.ts); unset: no tracing. */
  tracing?: Tracing;
  /** The whole BFF's metrics for GET /metrics on this port, served only with `metricsToken`. */
  scrapeMetrics?: () => Promise<string>;
  metricsToken?: string;
  /** Folder of the production build (`build/`). */
  buildDir?: string;
  /** The proxies whose X-Forwarded-For (and -Proto) are believed; unset: none. */
  trustProxy?: TrustProxy;
  /** Tries per client address of the account actions (docs/decisions/0020). */
  addressLimits: AddressLimitRules;
  /** The address players use; unset: the loopback hosts (see config.ts PUBLIC_URL). */
  publicUrl?: string;
  /** More hosts served besides PUBLIC_URL's (or the loopback ones). */
  allowedHosts?: string[];
  /** Hosts banner and CMS links may lead to, besides relative paths. */
  linkHosts?: string[];
  /** Game providers' origins the sports page may frame. */
  gameFrameOrigins?: string[];
  /** The largest request body read (bytes). */
  bodyLimitBytes?: number;
  /** Load shedding (server/overload.ts); 0 turns a bound off; unset: none. */
  shed?: { maxInFlight: number; maxLagMs: number };
};

/**
 * The Express host: headers, compression, static files, logs and health; React Router owns pages.
 * The app's context keys, services, request handler and RouterContextProvider come from the build's
 * server entry, so host and app share one module instance of them (in production, the build's own
 * copy of React Router's production bundle; the host never loads React Router itself).
 */
export async function createBffApp(options: BffOptions) {
  const dev = options.mode === "development";
  const app = express();
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);
  app.use(permissionsHeader(options.gameFrameOrigins ?? []));

  const appLogger = options.logger.child({ component: "app" });
  const servicesByEntry = new WeakMap<Entry, AppServices>();
  const servicesMade = new Set<AppServices>();
  const servicesFor = (build: ServerBuild) => {
    const entry = build.entry.module as unknown as Entry;
    let services = servicesByEntry.get(entry);
    if (!services) {
      services = entry.createAppServices(
        {
          backendUrl: options.backendUrl,
          merchantCode: options.merchantCode,
          sessionSecrets: options.sessionSecrets,
          redisUrl: options.redisUrl,
          backendTimeoutMs: options.backendTimeoutMs,
          statusTtlMs: options.statusTtlMs,
          publicCacheTtlMs: options.publicCacheTtlMs,
          publicCacheMax: options.publicCacheMax,
          memberCacheTtlMs: options.memberCacheTtlMs,
          linkHosts: [
            ...(options.publicUrl ? [new URL(options.publicUrl).host] : []),
            ...(options.linkHosts ?? []),
          ],
          addressLimits: options.addressLimits,
          // Which page hangs on which whitelabel flag: each page's handle says it.
          menuPages: entry.menuPagesOf(Object.values(build.routes)),
        },
        appLogger,
        options.appMetrics,
      );
      servicesByEntry.set(entry, services);
      servicesMade.add(services);
    }
    return services;
  };

  // The route a request is counted (and its span named) under: the app's matched pattern, or a host
  // route's; anything else is "other" (a missing asset).
  const routeOf = (req: express.Request, res: express.Response) =>
    answerOf(res)?.pattern ||
    (res.locals.routeLabel as string | undefined) ||
    (req.route?.path as string | undefined) ||
    "other";
  app.use(countRequests(routeOf));
  if (options.tracing) app.use(options.tracing.requests(routeOf));
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: requestIdGenerator(Boolean(options.trustProxy)),
      // Health probes would drown the log.
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      // Method, path and status only: no headers, so cookies and tokens never reach the log, and the
      // path without credentials. The target is the request line's own (pino-http binds the request
      // to its logger as it comes in, before any route), so redactTarget reads every form of it. Our
      // serializers read the request and response themselves: pino's standard ones, which they would
      // wrap, copy every header and parse the query of every request first.
      wrapSerializers: false,
      serializers: {
        req: (req: { id: unknown; method: string; url: string; originalUrl?: string }) => ({
          id: req.id,
          method: req.method,
          url: redactTarget(req.originalUrl ?? req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => requestLogLevel(res.statusCode, res.getHeader("Retry-After"), err),
      // pino-http makes up an error with a stack for every 5xx; a planned 503 gets a plain line.
      customErrorObject: (_req, res, error, line) =>
        plannedUnavailable(res.statusCode, res.getHeader("Retry-After"), error)
          ? { res: line.res, responseTime: line.responseTime }
          : line,
      customErrorMessage: (_req, res, error) =>
        plannedUnavailable(res.statusCode, res.getHeader("Retry-After"), error)
          ? "request completed"
          : "request errored",
    }),
  );
  app.use(withRequestId);
  // Before any route: each sees an absolute-form request line's path.
  app.use(originForm);
  if (options.shed) app.use(overloadShedding(options.shed));
  // Brotli at BROTLI_QUALITY (page-encodings.ts says why), as the guest page cache's stored pages.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } }));
  app.use(coalesceFlushes);
  app.use(nonce);
  app.use(securityHeaders({ dev, frameSources: options.gameFrameOrigins ?? [] }));
  app.use(publicHost({ publicUrl: options.publicUrl, allowedHosts: options.allowedHosts ?? [] }));
  app.use(sameOriginWrites);
  app.use(
    badRequests({
      limit: options.bodyLimitBytes ?? 1024 * 1024,
      uploads: UPLOAD_ROUTES,
      mayUpload: holdsSession(async (request) => servicesFor(await loadBuild()).sessions.read(request)),
    }),
  );

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  if (options.scrapeMetrics) app.get("/metrics", metricsRoute(options.scrapeMetrics, options.metricsToken));

  let loadBuild: () => Promise<ServerBuild>;
  // Production hands React Router the build itself: given a function, it derives its route tables
  // and static handler anew on every request (a tenth of a page's CPU), as development needs.
  let productionBuild: ServerBuild | undefined;
  if (dev) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildDir = path.resolve(options.buildDir ?? "build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    productionBuild = build;
    loadBuild = async () => build;
    // The services and the shared store's first connection before this host serves (its caller
    // listens once this returns), so its first requests count their limits in Redis, not on this host
    // alone (issue 62). Bounded: past the store's start-up wait the host serves with per-host counts.
    await servicesFor(build).started();
    reportBuild(build.assets.version);
    // Hashed assets never change: cache them for a year.
    app.use(
      "/assets",
      label("/assets"),
      precompressedAssets(path.join(buildDir, "client/assets")),
      express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
      missingFile,
    );
    // Only addresses that name a file (robots.txt, the manifest, icons): pages never touch the disk.
    const clientFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false });
    app.use((req, res, next) => {
      if (!/\.[a-z0-9]+$/i.test(req.path)) return next();
      res.locals.routeLabel = "static file";
      clientFiles(req, res, next);
    });
  }
  const entryOf = async () => (await loadBuild()).entry.module as unknown as Entry;

  // Whether THIS host can serve: its build and services are loaded and it is not draining. Never
  // whether the backend (which every host shares) is up: while it is down a host still serves guests
  // their cached pages and members the friendly 503 page, and a probe failing on every host at once
  // would empty the balancer (issue 49, decision 0058). Answered from memory, so a busy host is never
  // taken out for a slow probe (issue 25). `backend` (the circuit breaker's state) is for people only.
  let draining = false;
  app.get("/readyz", async (_req, res) => {
    const services = servicesFor(await loadBuild());
    res.set("Cache-Control", "no-store");
    res
      .status(draining ? 503 : 200)
      .json({ status: draining ? "draining" : "ready", backend: services.breaker.state() });
  });

  app.get("/cdn/{*path}", imageProxy(options.backendUrl, options.backendTimeoutMs));
  app.all("/play/{*path}", demoGameProxy(options.backendUrl, options.backendTimeoutMs));
  app.all("/oauth/{*path}", oauthProxy(options.backendUrl, options.backendTimeoutMs));
  app.all("/provider/{*path}", paymentProviderProxy(options.backendUrl, options.backendTimeoutMs));
  app.get("/chat/{*path}", chatProxy(options.backendUrl, options.backendTimeoutMs));

  if (productionBuild) {
    app.use(
      guestPageCache({
        ttlMs: Math.min(options.pageCacheTtlMs ?? 0, options.statusTtlMs),
        nonceOf: (res) => res.locals.cspNonce as string,
        routeOf: (res) => answerOf(res)?.pattern,
        sameForGuests: (res) => answerOf(res)?.sameForGuests === true,
        onLookup: pageCacheLookup,
      }),
    );
  }

  // Vite dev loads the app with React Router from node_modules, the same copy as these imports; the
  // production build brings its own.
  const { createRequestHandler, RouterContextProvider } = dev
    ? {
        createRequestHandler: (await import("@react-router/express")).createRequestHandler,
        RouterContextProvider: (await import("react-router")).RouterContextProvider,
      }
    : await entryOf();
  // Mounted without a path pattern: a pattern's parameter would be decoded by Express, and a malformed
  // escape (`/m/%E0%A4%A`) answered with a bare "Bad Request" instead of reaching the app.
  app.use(
    withCheckedBody(
      createRequestHandler({
        mode: options.mode,
        build: productionBuild ?? loadBuild,
        getLoadContext: async (req, res) => {
          const build = await loadBuild();
          const entry = build.entry.module as unknown as Entry;
          const context = new RouterContextProvider();
          context.set(entry.servicesContext, servicesFor(build));
          // The app's request middleware names the matched route here, for the request metrics.
          const route = { pattern: "", sameForGuests: false };
          context.set(entry.routeContext, route);
          res.locals.route = route;
          context.set(entry.nonceContext, res.locals.cspNonce as string);
          context.set(entry.clientAddressContext, clientAddress(req));
          return context as never;
        },
      }),
    ),
  );

  return Object.assign(app, {
    /** SIGTERM: unready from now on (the balancer takes this host out); requests are still served. */
    drain() {
      draining = true;
    },
    /** After the listener has closed: background work and the shared store. */
    async closeServices() {
      await Promise.all([...servicesMade].map((services) => services.close()));
    },
  });
}

/** A busy process answers new page requests 503 at once instead of queueing them (decision 0081). */
function overloadShedding({ maxInFlight, maxLagMs }: { maxInFlight: number; maxLagMs: number }) {
  const loop = maxLagMs > 0 ? eventLoopLag() : null;
  return shedWhenOverloaded({
    maxInFlight: maxInFlight > 0 ? maxInFlight : Infinity,
    maxLagMs: loop ? maxLagMs : Infinity,
    retryAfterSeconds: SHED_RETRY_AFTER_SECONDS,
    lag: loop?.lag ?? (() => 0),
    onShed: shedRequest,
  });
}

/** Long enough for the requests already taken to finish, short enough that a player barely waits. */
const SHED_RETRY_AFTER_SECONDS = 2;
