import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomInt,
  type KeyObject,
} from "node:crypto";

/**
 * The platform's encryption of its sensitive calls, client side (docs/backend-api.md "Encrypted
 * calls"; the scheme is the platform's own member site's `encrypt.js`): a random 16-character key
 * per call, sent RSA-encrypted (textbook RSA, exponent 65537) in the `Encryption` header, and the
 * JSON payload DES-ECB/PKCS7-encrypted under the key's first 8 characters, base64, as
 * `{"value": ...}`. It protects nothing against anyone who can read the call; it is what the
 * platform accepts. Pure: no network, no state.
 */

/** The exponent the platform's client hard-codes; the key endpoint sends only the modulus. */
const EXPONENT = 65537n;
const REQUEST_KEY_LENGTH = 16;
const DES_KEY_LENGTH = 8;
// The smallest modulus taken: the platform's is 1024-bit; a shorter one is not its key.
const MIN_MODULUS_BITS = 512;
const KEY_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A fresh per-call key: 16 characters (only the first 8 key the DES). */
export function makeRequestKey(): string {
  let key = "";
  for (let i = 0; i < REQUEST_KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The platform's RSA key from its key endpoint's answer: the modulus as bare hex, either case. */
export type WireKey = { modulus: bigint; publicKey: KeyObject };

/** Reads the key endpoint's answer; throws on anything but a hex modulus of at least 512 bits. */
export function parseModulus(text: string): WireKey {
  const hex = text.trim();
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length > 2048) throw new Error("the RSA key is not a hex modulus");
  const modulus = BigInt(`0x${hex}`);
  if (modulus.toString(2).length < MIN_MODULUS_BITS || modulus % 2n === 0n)
    throw new Error("the RSA modulus is too short or even");
  const publicKey = createPublicKey({
    key: {
      kty: "RSA",
      n: bytesOf(modulus).toString("base64url"),
      e: bytesOf(EXPONENT).toString("base64url"),
    },
    format: "jwk",
  });
  return { modulus, publicKey };
}

/**
 * The `Encryption` header: textbook RSA over the key's ASCII bytes read big-endian (what RSA.js does
 * with the reversed key), lowercase hex from the highest non-zero 16-bit word, 4 characters a word.
 * OpenSSL's raw RSA over the key right-aligned in the modulus's length is that same number.
 */
export function encryptionHeader(requestKey: string, key: WireKey): string {
  const size = bytesOf(key.modulus).length;
  const message = Buffer.from(requestKey, "latin1");
  if (message.length >= size) throw new Error("the request key does not fit the modulus");
  const block = Buffer.alloc(size);
  message.copy(block, size - message.length);
  const cipher = publicEncrypt({ key: key.publicKey, padding: constants.RSA_NO_PADDING }, block);
  return wordHex(BigInt(`0x${cipher.toString("hex")}`));
}

/** base64 of DES-ECB/PKCS7 of `text` (a string as UTF-8, or bytes) under the key's first 8 characters. */
export function desEncrypt(text: string | Uint8Array, requestKey: string): string {
  const cipher = createCipheriv("des-ede3-ecb", tripled(requestKey), null);
  const plain = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString("base64");
}

/** An encrypted call's header and body, ready to send. */
export function encryptCall(payload: unknown, key: WireKey, requestKey = makeRequestKey()) {
  return {
    encryption: encryptionHeader(requestKey, key),
    body: { value: desEncrypt(JSON.stringify(payload ?? {}), requestKey) },
  };
}

/**
 * Single DES as triple DES with K1 = K2 = K3 (the same cipher): Node's OpenSSL 3 keeps plain DES in
 * its legacy provider, which Node does not load; des-ede3 is in the default one.
 */
function tripled(requestKey: string): Buffer {
  const des = Buffer.from(requestKey, "latin1").subarray(0, DES_KEY_LENGTH);
  if (des.length !== DES_KEY_LENGTH) throw new Error("the request key is shorter than 8 characters");
  return Buffer.concat([des, des, des]);
}

/** Big-endian bytes of a positive integer, no leading zero byte. */
function bytesOf(n: bigint): Buffer {
  const hex = n.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
}

/** Lowercase hex, left-padded with zeros to whole 16-bit words (RSA.js's printing). */
function wordHex(n: bigint): string {
  const hex = n.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, "0");
}
