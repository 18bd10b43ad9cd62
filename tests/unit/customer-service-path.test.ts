import { describe, expect, it } from "vitest";
import { decryptServicePath } from "~/.server/backend/customer-service-path";
import { encryptServicePath } from "@mobile-front/reference-backend/testing";

// Made with true single DES, independently of our triple-DES trick:
//   printf 'https://cs.example.com/chat?merchant=demo' |
//     openssl enc -des-ecb -provider legacy -provider default -nosalt -K "$(printf k3yS7x9Q | xxd -p)" | base64 -w0
const KNOWN_URL = "https://cs.example.com/chat?merchant=demo";
const KNOWN_PATH = "qBO+OZ7JN9UJ/fJSsTISu4fhv/V459Ks3MB6e1zotjzm2DMGovW0ir1UepaqxKs2" + "k3yS7x9Q";

describe("customer-service path", () => {
  it("decrypts a path made by single DES-ECB (the platform's format: base64 then the 8-character key)", () => {
    expect(decryptServicePath(KNOWN_PATH)).toBe(KNOWN_URL);
  });

  it("encrypts exactly as single DES does", () => {
    expect(encryptServicePath(KNOWN_URL, "k3yS7x9Q")).toBe(KNOWN_PATH);
  });

  it.each([
    ["https://wa.example.com/message/DEMOCS", "Ab3dEf7H"],
    ["https://t.example.com/x?a=1&b=ü", "ZZZZZZZZ"],
    ["exactly8", "12345678"],
  ])("round-trips %s", (url, key) => {
    const path = encryptServicePath(url, key);
    expect(path.endsWith(key)).toBe(true);
    expect(decryptServicePath(path)).toBe(url);
  });

  it("refuses what is not an encrypted path", () => {
    expect(() => decryptServicePath("short")).toThrow();
    expect(() => decryptServicePath("abc" + "k3yS7x9Q")).toThrow();
    // Right length, wrong key: the padding does not check out.
    expect(() => decryptServicePath(KNOWN_PATH.slice(0, -8) + "wrongKey")).toThrow();
  });
});
