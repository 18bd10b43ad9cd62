import { createHash, randomBytes, randomInt } from "node:crypto";
import type { BackendContext } from "../context.ts";
import { flagOn } from "./members-flags.ts";
import { hashPassword } from "./members-password.ts";
import { accountExists, findByAccount, insertMember, type MemberAuthRow } from "./members.ts";
import { readSettings, registerSettings } from "./site.ts";

/** Social providers of the login screen, lower-case as the login's firebaseChannel. */
export const SOCIAL_PROVIDERS = ["facebook", "google", "line", "twitter"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** An id token handed out by the consent page lives this long and is good for one login. */
export const ID_TOKEN_TTL_MS = 5 * 60_000;
/** The member type of a member made by a first social login (a real member). */
const SOCIAL_MEMBER_TYPE = 0;

export function isSocialProvider(name: string): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Social login with `provider` is open when this backend is the initialised phone-auth provider,
 * the provider's login method flag is set and its whitelabel flag (e.g. GOOGLELOGIN3) is on.
 */
export function socialLoginOpen(context: BackendContext, provider: SocialProvider): boolean {
  const settings = registerSettings(readSettings(context));
  return (
    settings.phoneAuthProvider === "reference" &&
    settings.socialLoginMethods.includes(provider.toUpperCase()) &&
    flagOn(context, `${provider.toUpperCase()}LOGIN3`)
  );
}

/**
 * What a token is issued for: a social provider (login), or the phone-verification provider's SMS
 * channel (registration, store/phone-auth.ts).
 */
export type IdTokenChannel = SocialProvider | "sms";

/** A new one-time id token for `identity` (only its hash is stored). */
export function issueIdToken(context: BackendContext, provider: IdTokenChannel, identity: string): string {
  const token = randomBytes(32).toString("base64url");
  context
    .sql("INSERT INTO oauth_id_tokens (token_hash, provider, identity, expires_at) VALUES (?, ?, ?, ?)")
    .run(hashToken(token), provider, identity.toLowerCase(), Date.now() + ID_TOKEN_TTL_MS);
  context.sql("DELETE FROM oauth_id_tokens WHERE expires_at < ?").run(Date.now() - ID_TOKEN_TTL_MS);
  return token;
}

/** The identity of a live, unused token of `provider`, left unused (see useIdToken); null otherwise. */
export function liveIdToken(context: BackendContext, provider: string, token: string): string | null {
  const row = context
    .sql(
      "SELECT identity FROM oauth_id_tokens WHERE token_hash = ? AND provider = ? AND used = 0 AND expires_at > ?",
    )
    .get(hashToken(token), provider, Date.now()) as { identity: string } | undefined;
  return row?.identity ?? null;
}

/** Marks a token used; false when it was used meanwhile (each is good once). */
export function useIdToken(context: BackendContext, token: string): boolean {
  return (
    context.sql("UPDATE oauth_id_tokens SET used = 1 WHERE token_hash = ? AND used = 0").run(hashToken(token))
      .changes === 1
  );
}

/** The identity of a live, unused token of `provider`, marking it used; null otherwise. */
export function consumeIdToken(context: BackendContext, provider: string, token: string): string | null {
  const identity = liveIdToken(context, provider, token);
  return identity !== null && useIdToken(context, token) ? identity : null;
}

/** The member linked to this identity, or a new real member (random unknown password) linked to it. */
export async function memberForIdentity(
  context: BackendContext,
  provider: SocialProvider,
  identity: string,
): Promise<MemberAuthRow> {
  const linked = () =>
    context
      .sql(
        "SELECT m.account FROM member_identities i JOIN members m ON m.id = i.member_id WHERE i.provider = ? AND i.identity = ?",
      )
      .get(provider, identity) as { account: string } | undefined;
  const known = linked();
  if (known) return findByAccount(context, known.account)!;
  // The member logs in with the provider only: the password is random and unknown to everyone.
  const passwordHash = await hashPassword(randomBytes(18).toString("base64"));
  return context.db.transaction(() => {
    // Checked again: a concurrent first login may have linked it while the hash was made.
    const raced = linked();
    if (raced) return findByAccount(context, raced.account)!;
    let account: string;
    do account = `${provider}${randomInt(10_000_000, 99_999_999)}`;
    while (accountExists(context, account));
    const id = insertMember(context, { account, passwordHash, type: SOCIAL_MEMBER_TYPE, email: identity });
    context
      .sql("INSERT INTO member_identities (provider, identity, member_id) VALUES (?, ?, ?)")
      .run(provider, identity, id);
    return findByAccount(context, account)!;
  })();
}
