import {
  createHash,
  randomBytes,
  scrypt,
  scryptSync,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";

// scrypt is memory-hard (N=2^14, r=8: 16 MiB per hash); each hash has its own salt.
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const encode = (salt: Buffer, key: Buffer) => `scrypt$${salt.toString("base64")}$${key.toString("base64")}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt));
}

/** For the seed, which runs inside a synchronous transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, PARAMS));
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, key] = (stored ?? "").split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const digest = (salt: Buffer, secret: string) => createHash("sha256").update(salt).update(secret).digest();

/**
 * A secret this backend made itself (the e-mailed temporary password: 72 random bits, 30 minutes):
 * a salted SHA-256 is enough, a slow hash is for passwords people choose. Cheap to check on every
 * login, so checking it costs every login the same (docs/decisions/0020).
 */
export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  return `sha256$${salt.toString("base64")}$${digest(salt, secret).toString("base64")}`;
}

export function verifySecret(secret: string, stored: string | null): boolean {
  const [scheme, salt, key] = (stored ?? "").split("$");
  if (scheme !== "sha256" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = digest(Buffer.from(salt, "base64"), secret);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
