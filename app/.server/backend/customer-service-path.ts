import { createDecipheriv } from "node:crypto";
import { LRUCache } from "lru-cache";

const KEY_LENGTH = 8;

/**
 * Reads a customer-service `path` of the platform's status answer: base64 of the URL encrypted with
 * DES-ECB/PKCS7, followed by the 8-character key. Node 20's OpenSSL has no single DES; triple DES
 * with the key three times (K1 = K2 = K3) is the same cipher. Throws on a malformed path.
 */
export function decryptServicePath(path: string): string {
  return decrypted.memo(path);
}

/** The same status is read on every page: its few paths are decrypted once (issue 24). */
const decrypted = new LRUCache<string, string>({ max: 100, memoMethod: decrypt });

function decrypt(path: string): string {
  if (path.length <= KEY_LENGTH) throw new Error("customer-service path is too short");
  const key = Buffer.from(path.slice(-KEY_LENGTH), "utf8");
  if (key.length !== KEY_LENGTH) throw new Error("customer-service path key is not 8 bytes");
  const ciphertext = Buffer.from(path.slice(0, -KEY_LENGTH), "base64");
  if (ciphertext.length === 0 || ciphertext.length % 8 !== 0)
    throw new Error("customer-service path is not DES ciphertext");
  const decipher = createDecipheriv("des-ede3-ecb", Buffer.concat([key, key, key]), null);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
}
