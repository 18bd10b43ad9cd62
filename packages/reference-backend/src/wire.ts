import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from "node:crypto";

/**
 * The platform's encryption of its sensitive calls, server side (docs/backend-api.md "Encrypted
 * calls"): the RSA key the key endpoint hands out, and the reading of a call's `Encryption` header
 * (the per-call key, textbook RSA) and `{"value": ...}` body (DES-ECB/PKCS7 under the key's first 8
 * characters). The BFF's client side is its own code (app/.server/backend/wire-crypto.ts): the two
 * are the two ends of the platform's contract and each is checked against the same known answers.
 */

const REQUEST_KEY_LENGTH = 16;
const DES_KEY_LENGTH = 8;

/** Why an encrypted call could not be read; never holds the key or the plaintext. */
export class WireError extends Error {}

/** The backend's RSA key: 1024-bit as the platform's, exponent 65537; replaced by `rotate`. */
export class WireKeys {
  private current = newKey();

  /** The key endpoint's answer: the modulus, lowercase hex. */
  get modulusHex(): string {
    return this.current.modulusHex;
  }

  /** A new key; the old one is forgotten, so calls encrypted under it are refused. */
  rotate(): void {
    this.current = newKey();
  }

  /** The per-call key of an `Encryption` header. */
  requestKey(header: string): string {
    return readRequestKey(header, this.current.privateKey, this.current.size);
  }
}

function newKey() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 1024,
    publicExponent: 65537,
  });
  const jwk = publicKey.export({ format: "jwk" });
  const modulus = Buffer.from(String(jwk.n), "base64url");
  return { privateKey, modulusHex: modulus.toString("hex"), size: modulus.length };
}

/**
 * Textbook RSA decryption of the header: hex of any case, leading zeros ignored, the first
 * space-separated block (RSA.js's output for a one-chunk key). The number's big-endian bytes are
 * the key; it must be 16 printable ASCII characters, as the platform's client makes it.
 */
export function readRequestKey(header: string, privateKey: KeyObject, size: number): string {
  const hex = header.trim().split(" ")[0] ?? "";
  if (!/^[0-9a-fA-F]{1,1024}$/.test(hex)) throw new WireError("Encryption: not hex");
  const number = BigInt(`0x${hex}`);
  const block = Buffer.from(number.toString(16).padStart(size * 2, "0"), "hex");
  if (block.length !== size) throw new WireError("Encryption: larger than the key");
  let plain: Buffer;
  try {
    plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, block);
  } catch {
    // OpenSSL refuses a number not below the modulus.
    throw new WireError("Encryption: not a number under the key");
  }
  const start = plain.findIndex((byte) => byte !== 0);
  const key = start < 0 ? Buffer.alloc(0) : plain.subarray(start);
  if (key.length !== REQUEST_KEY_LENGTH || !key.every((byte) => byte >= 0x21 && byte <= 0x7e))
    throw new WireError("Encryption: not a key of this backend, or a key of the wrong length");
  return key.toString("latin1");
}

/** DES-ECB/PKCS7 decryption of a base64 `value` under the key's first 8 characters. */
export function desDecrypt(base64: string, requestKey: string): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new WireError("value: not base64");
  const ciphertext = Buffer.from(base64, "base64");
  if (ciphertext.length === 0 || ciphertext.length % 8 !== 0) throw new WireError("value: not DES blocks");
  const des = Buffer.from(requestKey, "latin1").subarray(0, DES_KEY_LENGTH);
  // Single DES is triple DES with K1 = K2 = K3; Node's OpenSSL 3 loads no plain DES.
  const decipher = createDecipheriv("des-ede3-ecb", Buffer.concat([des, des, des]), null);
  try {
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    throw new WireError("value: does not decrypt under the Encryption key");
  }
}
