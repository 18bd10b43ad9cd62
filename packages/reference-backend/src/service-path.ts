import { createCipheriv } from "node:crypto";

/**
 * Encrypts a customer-service URL as the real platform does: DES-ECB with PKCS7 padding under an
 * 8-character key, answered as base64(ciphertext) followed by the key itself (its last 8 characters).
 * It hides nothing from anyone holding the answer; the front end only has to be able to read it.
 * Node 20's OpenSSL has no single DES, but triple DES with the key three times (K1 = K2 = K3) is
 * exactly single DES.
 */
export function encryptServicePath(url: string, key: string): string {
  const keyBytes = Buffer.from(key, "utf8");
  if (keyBytes.length !== 8) throw new Error("the service path key must be 8 bytes");
  const cipher = createCipheriv("des-ede3-ecb", Buffer.concat([keyBytes, keyBytes, keyBytes]), null);
  const ciphertext = Buffer.concat([cipher.update(url, "utf8"), cipher.final()]);
  return ciphertext.toString("base64") + key;
}
