import type { BackendContext } from "../context.ts";
import { encryptServicePath } from "../service-path.ts";

export interface RegisterSettings {
  loginMobileCode: boolean;
  captcha: boolean;
  mobileRegister: boolean;
  usernameRegister: boolean;
  /** The initialised phone-auth provider ("reference": this backend's own consent page), or null. */
  phoneAuthProvider: string | null;
  /** Login method flags set for social login, e.g. ["GOOGLE", "FACEBOOK"]. */
  socialLoginMethods: string[];
  /** The download bar shows to logged-in visitors only (accounts §2 "May require login via a property"). */
  downloadBarLogin: boolean;
}
export const REGISTER_KEYS = [
  "loginMobileCode",
  "captcha",
  "mobileRegister",
  "usernameRegister",
  "downloadBarLogin",
] as const;
/** The phone-auth providers this backend can act as. */
export const PHONE_AUTH_PROVIDERS = ["reference"] as const;
/** Login method flags, one per social provider (lower-case as a firebaseChannel). */
export const SOCIAL_LOGIN_METHODS = ["FACEBOOK", "GOOGLE", "LINE", "TWITTER"] as const;

export interface WhitelabelNode {
  modId: string;
  enabled: "1" | "0";
  childrenNodes: WhitelabelNode[];
}

export interface SiteSwitches {
  maintenance: boolean;
  regionRestriction: boolean;
}

export function readSwitches({ sql }: BackendContext): SiteSwitches {
  const row = sql(
    "SELECT maintenance, region_restriction AS regionRestriction FROM site_status WHERE id = 1",
  ).get() as { maintenance: number; regionRestriction: number } | undefined;
  return { maintenance: row?.maintenance === 1, regionRestriction: row?.regionRestriction === 1 };
}

export function writeSwitches(context: BackendContext, change: Partial<SiteSwitches>): SiteSwitches {
  const next = { ...readSwitches(context), ...change };
  context
    .sql(
      `INSERT INTO site_status (id, maintenance, region_restriction) VALUES (1, ?, ?)
      ON CONFLICT (id) DO UPDATE SET maintenance = excluded.maintenance, region_restriction = excluded.region_restriction`,
    )
    .run(next.maintenance ? 1 : 0, next.regionRestriction ? 1 : 0);
  return next;
}

export function readSettings({ sql }: BackendContext): Map<string, unknown> {
  const rows = sql("SELECT key, value FROM site_setting").all() as { key: string; value: string }[];
  return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
}

export function writeSetting({ sql }: BackendContext, key: string, value: unknown): void {
  sql(
    "INSERT INTO site_setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  ).run(key, JSON.stringify(value));
}

/** The languages the merchant's site offers (the selector's list), upper-case platform codes. */
export function merchantLanguages(settings: Map<string, unknown>): string[] {
  const list = settings.get("merchant.languages");
  return Array.isArray(list) && list.length > 0 ? list.filter((l) => typeof l === "string") : ["EN", "KO"];
}

/** The merchant's default language: KO when it offers KO, else its first (decision 0034). */
export function merchantDefaultLanguage(settings: Map<string, unknown>): string {
  const languages = merchantLanguages(settings);
  return languages.includes("KO") ? "KO" : languages[0]!;
}

export function registerSettings(settings: Map<string, unknown>): RegisterSettings {
  const switches = Object.fromEntries(REGISTER_KEYS.map((k) => [k, settings.get(`register.${k}`) === true]));
  const provider = settings.get("register.phoneAuthProvider");
  const methods = settings.get("register.socialLoginMethods");
  return {
    ...(switches as Pick<RegisterSettings, (typeof REGISTER_KEYS)[number]>),
    phoneAuthProvider: typeof provider === "string" ? provider : null,
    socialLoginMethods: Array.isArray(methods) ? methods.filter((m) => typeof m === "string") : [],
  };
}

/** The flags as the platform sends them: a tree of `{ modId, enabled: "1" | "0", childrenNodes }`. */
export function readWhitelabel({ sql }: BackendContext): WhitelabelNode[] {
  const rows = sql(
    "SELECT mod_id, parent_mod_id, enabled FROM whitelabel_flag ORDER BY sequence, mod_id",
  ).all() as {
    mod_id: string;
    parent_mod_id: string | null;
    enabled: number;
  }[];
  const nodes = new Map(
    rows.map((r) => [
      r.mod_id,
      { modId: r.mod_id, enabled: r.enabled ? "1" : "0", childrenNodes: [] } as WhitelabelNode,
    ]),
  );
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    (parent ? parent.childrenNodes : roots).push(nodes.get(row.mod_id)!);
  }
  return roots;
}

/** Turns a flag on or off; false when there is no such flag. */
export function writeWhitelabel({ sql }: BackendContext, modId: string, enabled: boolean): boolean {
  return (
    sql("UPDATE whitelabel_flag SET enabled = ? WHERE mod_id = ?").run(enabled ? 1 : 0, modId).changes === 1
  );
}

export function readCustomerService({ sql }: BackendContext) {
  const rows = sql(
    "SELECT cs_type, title, url, des_key FROM customer_service ORDER BY sequence, id",
  ).all() as {
    cs_type: string;
    title: string;
    url: string;
    des_key: string;
  }[];
  return rows.map((r) => ({ csType: r.cs_type, title: r.title, path: encryptServicePath(r.url, r.des_key) }));
}

export function readResources({ sql }: BackendContext) {
  return sql("SELECT resource_type AS resourceType, url FROM site_resource ORDER BY sequence, id").all() as {
    resourceType: string;
    url: string;
  }[];
}
