import { createContext } from "react-router";
import type { Merchant, SiteStatus } from "./backend/schemas/system";
import type { BackendClient } from "./backend";
import type { SessionRecord, SessionStore } from "./session";
import type { MemberCache, MemberData } from "./member-cache";
import type { PublicCache } from "./public-cache";
import type { Logger } from "./logger";
import type { AppMetrics } from "./metrics";
import type { AddressLimitRules, AddressLimits } from "./address-limits";
import type { Breaker } from "./backend/breaker";
import type { PageFlags } from "~/domain/menus";

export type AppConfig = {
  backendUrl: string;
  merchantCode: string;
  backendTimeoutMs: number;
  statusTtlMs: number;
  /** Sign with the first, read with any (SESSION_SECRET, rotated host by host: new first, old after). */
  sessionSecrets: readonly string[];
  /** The hosts' shared Redis (REDIS_URL); unset: this host keeps its own state. */
  redisUrl?: string;
  /** How long shared public answers (games, vendors, winners, banners) are fresh. */
  publicCacheTtlMs: number;
  /** How many public answers the process keeps. */
  publicCacheMax: number;
  /** How long a session's header data (member info, balance) is reused; 0: not cached. */
  memberCacheTtlMs: number;
  /** Hosts (`name` or `name:port`) a banner or CMS link may lead to, besides relative paths. */
  linkHosts: string[];
  /** Tries per client address of the account actions (docs/decisions/0020). */
  addressLimits: AddressLimitRules;
  /** The pages whose handle names a menu flag (menu-pages.ts), from the build's route modules. */
  menuPages: PageFlags;
};

/** A cached public value: the last known one served while it refreshes. */
export type CachedValue<T> = {
  get(): Promise<T>;
  /** The last known value, without loading. */
  peek(): T | undefined;
  /** Loaded again now, not served stale (rejects when the load fails; the old value stays). */
  reload(): Promise<T>;
};

/** Process-wide services, made once by the host (server/) and shared by every request. */
export type AppServices = {
  config: AppConfig;
  sessions: SessionStore;
  /** Public, per-merchant answers shared by every visitor, stale-while-revalidate. */
  publicCache: PublicCache;
  /** Each session's header data, for a few seconds. */
  memberCache: MemberCache;
  /** Counts the account actions' tries per client address (shared by a cluster's workers). */
  addressLimits: AddressLimits;
  status: CachedValue<SiteStatus>;
  merchant: CachedValue<Merchant>;
  logger: Logger;
  metrics: AppMetrics;
  /** The process's circuit breaker on the backend. */
  breaker: Breaker;
  /**
   * Resolves once the shared store's first connection is up, or its bounded start-up wait has passed
   * (then limits count on this host until Redis answers); at once without REDIS_URL. Never rejects.
   */
  started(): Promise<void>;
  /** Stops background work and closes the shared store (at shutdown). */
  close(): Promise<void>;
};

export const servicesContext = createContext<AppServices>();
/** The CSP nonce of this response. */
export const nonceContext = createContext<string>("");
/**
 * Where the request middleware tells the host about the answer: the matched route's pattern (for the
 * metrics), and whether the page is the same for every guest asking it with the same cookies and
 * headers (cache-control.ts `sameForGuests`: the host's page cache may keep it).
 */
export const routeContext = createContext<{ pattern: string; sameForGuests: boolean } | null>(null);
/**
 * The client's address as the host sees it (Express `req.ip`: X-Forwarded-For only from the trusted
 * proxies of TRUST_PROXY, else the socket's). Empty when unknown (tests calling routes directly).
 */
export const clientAddressContext = createContext<string>("");

/** Per request, set by the request middleware in root.tsx. */
export type RequestState = {
  backend: BackendClient;
  /** The visitor's session; null for guests and for a session whose token the backend refused. */
  session: SessionRecord | null;
  /**
   * The request named a session the backend no longer knows: it goes on as a guest's, and pages
   * that would offer a guest something else (a trial game) send the player to login instead.
   */
  sessionEnded: boolean;
  /** This session's cached header data (a pass-through for guests). */
  memberData: MemberData;
  /** Upper-case platform language code. */
  language: string;
  /** The client's address (clientAddressContext), which the per-address limits count. */
  clientAddress: string;
  /** The visitor's time zone (visitorZone): their "today", and the days of their records. */
  timeZone: string;
};
export const requestContext = createContext<RequestState>();
