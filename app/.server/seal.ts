import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM sealing of the backend token inside the (signed, httpOnly) session cookie, so a cookie
 * that leaks into a log or a proxy does not hand out the platform token itself. The key is derived
 * from SESSION_SECRET: sealed with the first secret's, unsealed with any (a secret rotated host by host,
 * issue 25: the new one first, the old one still read until every cookie sealed with it has expired).
 */
export function createSealer(secrets: readonly string[]) {
  const keys = secrets.map((secret) => createHash("sha256").update(`session-token:${secret}`).digest());
  const key = keys[0];
  if (!key) throw new Error("at least one session secret");
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: 16 });
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    /** The plain text, or null when the sealed value is malformed or was made with none of the keys. */
    unseal(sealed: string): string | null {
      const raw = Buffer.from(sealed, "base64url");
      // A whole 16-byte tag or nothing: GCM would also check a shorter one, which is easier to forge.
      if (raw.length < 28) return null;
      for (const candidate of keys) {
        try {
          const decipher = createDecipheriv("aes-256-gcm", candidate, raw.subarray(0, 12), {
            authTagLength: 16,
          });
          decipher.setAuthTag(raw.subarray(12, 28));
          return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
        } catch {
          // Not this key: the next one.
        }
      }
      return null;
    },
  };
}
