import { isHttps } from "./cookies";
import { createSealer } from "./seal";

/**
 * A session (see docs/decisions/0002). The cookie is the record sealed (AES-GCM), so neither the
 * browser nor a leaked cookie shows the platform token; loaders never hand it out.
 */
export type SessionRecord = {
  token: string;
  userName: string;
  /** Member type: 0, 1, 2 real; 4 trial; agents other types. */
  type: number;
  firstTimeLogin: boolean;
  merchant: string;
  issuedAt: number;
  seenAt: number;
  remember: boolean;
};

/** What loaders may hand to the browser. */
export type PublicSession = Pick<SessionRecord, "userName" | "type" | "firstTimeLogin">;

const MINUTE = 60_000;
export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * MINUTE;
/** Sliding expiry is refreshed at most this often, so not every response sets a cookie. */
const TOUCH_EVERY_MS = 5 * MINUTE;
const COOKIE_NAME = "session";

/** The session cookie's value: the whole record sealed, so it is both unreadable and tamper-proof. */
function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * `secrets`: the first seals, every one is read (rotated host by host, issue 25). The cookie is the
 * record sealed with AES-GCM (`seal.ts`), which authenticates as well as hides it: no second
 * signature. Not react-router's signed cookie session: its HMAC goes through WebCrypto, whose key
 * import and promises cost every member page about 4 % of its CPU (docs/bench.md, issue 45).
 */
export function createSessionStore(secrets: readonly string[], now: () => number = Date.now) {
  const sealer = createSealer(secrets);
  const nameFor = (request: Request) => (isHttps(request) ? `__Host-${COOKIE_NAME}` : COOKIE_NAME);
  /** Set-Cookie for `value`, kept `maxAgeMs` (0: cleared). */
  function setCookie(request: Request, value: string, maxAgeMs: number): string {
    const seconds = Math.floor(maxAgeMs / 1000);
    const expires = new Date(seconds === 0 ? 0 : now() + seconds * 1000).toUTCString();
    return [
      `${nameFor(request)}=${value}`,
      `Max-Age=${seconds}`,
      `Expires=${expires}`,
      "Path=/",
      "HttpOnly",
      ...(isHttps(request) ? ["Secure"] : []),
      "SameSite=Lax",
    ].join("; ");
  }
  const written = (request: Request, record: SessionRecord, maxAgeMs: number) =>
    setCookie(request, sealer.seal(JSON.stringify(record)), maxAgeMs);

  function isExpired(record: SessionRecord): boolean {
    const t = now();
    if (record.remember) return t - record.issuedAt > REMEMBERED_SESSION_MS;
    return t - record.seenAt > SESSION_IDLE_MS || t - record.issuedAt > SESSION_ABSOLUTE_MS;
  }

  return {
    /** The session record, or null when absent, tampered with or expired. */
    async read(request: Request): Promise<SessionRecord | null> {
      const value = cookieValue(request.headers.get("Cookie"), nameFor(request));
      const plain = value ? sealer.unseal(value) : null;
      if (plain === null) return null;
      let record: SessionRecord;
      try {
        record = JSON.parse(plain) as SessionRecord;
      } catch {
        return null;
      }
      if (typeof record?.token !== "string") return null;
      return isExpired(record) ? null : record;
    },

    /** Set-Cookie for a new session (a new cookie at every login). */
    async create(request: Request, fields: Omit<SessionRecord, "issuedAt" | "seenAt">): Promise<string> {
      const t = now();
      return written(
        request,
        { ...fields, issuedAt: t, seenAt: t },
        fields.remember ? REMEMBERED_SESSION_MS : SESSION_ABSOLUTE_MS,
      );
    },

    /** Set-Cookie that extends the idle expiry, or null when it is not yet due. */
    async touch(request: Request, record: SessionRecord): Promise<string | null> {
      if (record.remember || now() - record.seenAt < TOUCH_EVERY_MS) return null;
      return written(request, { ...record, seenAt: now() }, SESSION_ABSOLUTE_MS);
    },

    /**
     * Set-Cookie after a member's own form post: the record seen now. The session's cached answers
     * are kept per `seenAt` (member-cache.ts), so every worker and every host reads them afresh after
     * the post, not only the one that took it. It extends the idle expiry as `touch` does.
     */
    async posted(request: Request, record: SessionRecord): Promise<string> {
      const t = now();
      const keptMs = record.remember ? record.issuedAt + REMEMBERED_SESSION_MS - t : SESSION_ABSOLUTE_MS;
      return written(request, { ...record, seenAt: t }, Math.max(keptMs, 0));
    },

    /** Whether `response` sets this request's session cookie (a login's new one, a logout's clearing). */
    setsCookie(request: Request, response: Response): boolean {
      const name = nameFor(request);
      return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
    },

    async destroy(request: Request): Promise<string> {
      return setCookie(request, "", 0);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function publicSession(record: SessionRecord | null): PublicSession | null {
  return record
    ? { userName: record.userName, type: record.type, firstTimeLogin: record.firstTimeLogin }
    : null;
}
