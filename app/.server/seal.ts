import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM sealing of the backend token inside the (signed, httpOnly) session cookie, so a cookie
 * that leaks into a log or a proxy does not hand out the platform token itself. The key is derived
 * from SESSION_SECRET.
 */
export function createSealer(secret: string) {
  const key = createHash("sha256").update(`session-token:${secret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    /** The plain text, or null when the sealed value is malformed or was made with another key. */
    unseal(sealed: string): string | null {
      try {
        const raw = Buffer.from(sealed, "base64url");
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
