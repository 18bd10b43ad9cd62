import { createContext } from "react-router";
import type { Merchant, SiteStatus } from "./backend/schemas/system";
import type { BackendClient } from "./backend";
import type { SessionRecord, SessionStore } from "./session";
import type { SwrCache } from "./swr-cache";
import type { Logger } from "./logger";

export type AppConfig = {
  backendUrl: string;
  merchantCode: string;
  backendTimeoutMs: number;
  statusTtlMs: number;
  sessionSecret: string;
};

/** Process-wide services, made once by the host (server/) and shared by every request. */
export type AppServices = {
  config: AppConfig;
  sessions: SessionStore;
  /** Public, per-merchant data, cached with stale-while-revalidate. */
  status: SwrCache<SiteStatus>;
  merchant: SwrCache<Merchant>;
  logger: Logger;
  /** Whether the backend answers now (for /readyz), bypassing the cache. */
  ready(): Promise<boolean>;
};

export const servicesContext = createContext<AppServices>();
/** The CSP nonce of this response. */
export const nonceContext = createContext<string>("");

/** Per request, set by the request middleware in root.tsx. */
export type RequestState = {
  backend: BackendClient;
  session: SessionRecord | null;
  /** Upper-case platform language code. */
  language: string;
};
export const requestContext = createContext<RequestState>();
