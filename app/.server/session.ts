import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { isHttps } from "./cookies";
import { createSealer } from "./seal";

/**
 * A session (see docs/decisions/0002). In the cookie the token is sealed (AES-GCM), so neither the
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

/** `secrets`: the first signs and seals, every one is read (react-router's cookie secrets rotate alike). */
export function createSessionStore(secrets: readonly string[], now: () => number = Date.now) {
  const make = (name: string, secure: boolean): SessionStorage =>
    createCookieSessionStorage({
      cookie: { name, path: "/", sameSite: "lax", httpOnly: true, secure, secrets: [...secrets] },
    });
  const plain = make(COOKIE_NAME, false);
  const secure = make(`__Host-${COOKIE_NAME}`, true);
  const storageFor = (request: Request) => (isHttps(request) ? secure : plain);
  const sealer = createSealer(secrets);
  /** The cookie form of a record: the token sealed. */
  const stored = ({ token, ...rest }: SessionRecord) => ({ ...rest, sealedToken: sealer.seal(token) });

  function isExpired(record: SessionRecord): boolean {
    const t = now();
    if (record.remember) return t - record.issuedAt > REMEMBERED_SESSION_MS;
    return t - record.seenAt > SESSION_IDLE_MS || t - record.issuedAt > SESSION_ABSOLUTE_MS;
  }

  return {
    /** The session record, or null when absent, tampered with or expired. */
    async read(request: Request): Promise<SessionRecord | null> {
      const session = await storageFor(request).getSession(request.headers.get("Cookie"));
      const stored = session.get("record") as
        (Omit<SessionRecord, "token"> & { sealedToken?: string }) | undefined;
      if (!stored || typeof stored.sealedToken !== "string") return null;
      const token = sealer.unseal(stored.sealedToken);
      if (token === null) return null;
      const { sealedToken: _sealed, ...rest } = stored;
      const record: SessionRecord = { ...rest, token };
      return isExpired(record) ? null : record;
    },

    /** Set-Cookie for a new session (a new cookie at every login). */
    async create(request: Request, fields: Omit<SessionRecord, "issuedAt" | "seenAt">): Promise<string> {
      const storage = storageFor(request);
      const session = await storage.getSession();
      const t = now();
      session.set("record", stored({ ...fields, issuedAt: t, seenAt: t }));
      return storage.commitSession(session, {
        maxAge: (fields.remember ? REMEMBERED_SESSION_MS : SESSION_ABSOLUTE_MS) / 1000,
      });
    },

    /** Set-Cookie that extends the idle expiry, or null when it is not yet due. */
    async touch(request: Request, record: SessionRecord): Promise<string | null> {
      if (record.remember || now() - record.seenAt < TOUCH_EVERY_MS) return null;
      const storage = storageFor(request);
      const session = await storage.getSession();
      session.set("record", stored({ ...record, seenAt: now() }));
      return storage.commitSession(session, { maxAge: SESSION_ABSOLUTE_MS / 1000 });
    },

    /** Whether `response` sets this request's session cookie (a login's new one, a logout's clearing). */
    setsCookie(request: Request, response: Response): boolean {
      const name = isHttps(request) ? `__Host-${COOKIE_NAME}` : COOKIE_NAME;
      return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
    },

    async destroy(request: Request): Promise<string> {
      const storage = storageFor(request);
      return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function publicSession(record: SessionRecord | null): PublicSession | null {
  return record
    ? { userName: record.userName, type: record.type, firstTimeLogin: record.firstTimeLogin }
    : null;
}
