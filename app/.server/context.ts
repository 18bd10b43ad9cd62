import { createContext } from "react-router";
import type { Merchant, SiteStatus } from "./backend/schemas/system";
import type { BackendClient } from "./backend";
import type { SessionRecord, SessionStore } from "./session";
import type { MemberCache, MemberData } from "./member-cache";
import type { PublicCache } from "./public-cache";
import type { Logger } from "./logger";
import type { AddressLimitRules, AddressLimits } from "./address-limits";

export type AppConfig = {
  backendUrl: string;
  merchantCode: string;
  backendTimeoutMs: number;
  statusTtlMs: number;
  sessionSecret: string;
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
};

/** A cached public value: the last known one served while it refreshes. */
export type CachedValue<T> = {
  get(): Promise<T>;
  /** The last known value, without loading. */
  peek(): T | undefined;
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
  /** Whether the backend answers now (for /readyz), bypassing the cache. */
  ready(): Promise<boolean>;
};

export const servicesContext = createContext<AppServices>();
/** The CSP nonce of this response. */
export const nonceContext = createContext<string>("");
/**
 * The client's address as the host sees it (Express `req.ip`: X-Forwarded-For only from the trusted
 * proxies of TRUST_PROXY, else the socket's). Empty when unknown (tests calling routes directly).
 */
export const clientAddressContext = createContext<string>("");

/** Per request, set by the request middleware in root.tsx. */
export type RequestState = {
  backend: BackendClient;
  session: SessionRecord | null;
  /** This session's cached header data (a pass-through for guests). */
  memberData: MemberData;
  /** Upper-case platform language code. */
  language: string;
  /** The client's address (clientAddressContext), which the per-address limits count. */
  clientAddress: string;
};
export const requestContext = createContext<RequestState>();
