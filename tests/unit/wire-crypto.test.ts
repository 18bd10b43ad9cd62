import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateKeyPairSync } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import {
  desEncrypt,
  encryptCall,
  encryptionHeader,
  makeRequestKey,
  parseModulus,
} from "~/.server/backend/wire-crypto";
import { desDecrypt, readRequestKey, WireError } from "@mobile-front/reference-backend/testing";

// The known answers of the platform's wire protocol (platform-wire-protocol.md §9), cross-checked
// there with crypto-js 4 and OpenSSL des-ecb.
const BODY_KEY = "aB3dE5gH7iK9mN1p";
const VECTORS = [
  [
    `{"username":"demo01","password":"Passw0rd","captcha":"","type":"username"}`,
    "SN1/qX5BMpadk4PygGf/WaqH+drGuqLk3KlirNpYRPoeYff5oT9HwF9gSXAsDoC9kS53fuZ0zisUoYwpx7UGjinE4WuHo/Xo4NUgXUOoCoQ=",
  ],
  [
    `{"newPassword":"Ab123456","mobileNum":"09171234567","verificationCode":"123456","note":"é✓"}`,
    "nEctKvmHff1GVBrtMgkw4/5w5f8AjEshaeapcMhzSTdbEuXo0mdRAIpT3x/Jp3bQ2rPHtDr3tkwkJHzKfWb4U1Jw18ejc0QeoBP5UoWXeg6qTPuYpLNNbJNuXB0EEzrl",
  ],
] as const;

const pair = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 });
const modulusBytes = Buffer.from(String(pair.publicKey.export({ format: "jwk" }).n), "base64url");
const modulusHex = modulusBytes.toString("hex");
const wireKey = parseModulus(modulusHex);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus)
    if (e & 1n) result = (result * b) % modulus;
  return result;
}

/**
 * D. Shapiro's RSA.js `encryptedString(key, reverse(s))` as the protocol page describes it: the
 * string packed low byte first into 16-bit digits, m^e mod n, each digit printed as 4 lowercase hex
 * characters from the highest non-zero one down.
 */
function rsaJsEncryptedString(s: string, n: bigint): string {
  const reversed = [...s].reverse();
  let m = 0n;
  reversed.forEach((char, i) => (m += BigInt(char.charCodeAt(0)) << BigInt(8 * i)));
  let c = modPow(m, 65537n, n);
  const digits: string[] = [];
  while (c > 0n) {
    digits.unshift((c & 0xffffn).toString(16).padStart(4, "0"));
    c >>= 16n;
  }
  return digits.join("");
}

const work = mkdtempSync(path.join(tmpdir(), "wire-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The openssl command line's raw RSA (no padding) over the key right-aligned in the modulus's bytes. */
function opensslRaw(key: string): string {
  const pem = path.join(work, "public.pem");
  const input = path.join(work, "block.bin");
  writeFileSync(pem, pair.publicKey.export({ type: "spki", format: "pem" }));
  const block = Buffer.alloc(modulusBytes.length);
  Buffer.from(key, "latin1").copy(block, block.length - key.length);
  writeFileSync(input, block);
  const out = execFileSync(
    "openssl",
    ["pkeyutl", "-encrypt", "-pubin", "-inkey", pem, "-pkeyopt", "rsa_padding_mode:none", "-in", input],
    { timeout: 10_000 },
  );
  return BigInt(`0x${out.toString("hex")}`).toString(16);
}

describe("the platform's wire encryption (§9 known answers)", () => {
  it("is DES: the FIPS example block", () => {
    const key = Buffer.from("133457799BBCDFF1", "hex").toString("latin1");
    const block = Buffer.from("0123456789ABCDEF", "hex");
    const cipher = Buffer.from(desEncrypt(block, key), "base64");
    // The first block is the FIPS answer; PKCS7 adds a second, all padding.
    expect(cipher.subarray(0, 8).toString("hex")).toBe("85e813540f0ab405");
    expect(cipher.length).toBe(16);
  });

  it.each(VECTORS)(
    "encrypts the body %s to the known value (the key's first 8 characters only)",
    (json, b64) => {
      expect(desEncrypt(json, BODY_KEY)).toBe(b64);
      expect(desEncrypt(json, BODY_KEY.slice(0, 8))).toBe(b64);
    },
  );

  it.each(VECTORS)("the reference backend decrypts the known value back to %s", (json, b64) => {
    expect(desDecrypt(b64, BODY_KEY)).toBe(json);
  });

  it("makes the Encryption header as RSA.js over the reversed key, and as OpenSSL's raw RSA", () => {
    for (const key of [BODY_KEY, makeRequestKey(), makeRequestKey()]) {
      const header = encryptionHeader(key, wireKey);
      expect(header).toMatch(/^[0-9a-f]+$/);
      expect(header.length % 4).toBe(0);
      expect(header).toBe(rsaJsEncryptedString(key, wireKey.modulus));
      expect(BigInt(`0x${header}`).toString(16)).toBe(opensslRaw(key));
    }
  });

  it("makes 16-character keys, a new one each time", () => {
    const keys = new Set(Array.from({ length: 50 }, makeRequestKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
  });

  it("reads the key endpoint's modulus in either case and with a leading 00", () => {
    expect(parseModulus(`00${modulusHex.toUpperCase()}\n`).modulus).toBe(wireKey.modulus);
    for (const bad of ["", "not hex", `"${modulusHex}"`, "abcdef", `{"value":"${modulusHex}"}`])
      expect(() => parseModulus(bad)).toThrow();
  });

  it("round-trips a call: the reference backend reads the client's key and payload", () => {
    const payload = { username: "demo01", password: "Passw0rd", note: "é✓" };
    const { encryption, body } = encryptCall(payload, wireKey, BODY_KEY);
    const key = readRequestKey(encryption, pair.privateKey, modulusBytes.length);
    expect(key).toBe(BODY_KEY);
    expect(JSON.parse(desDecrypt(body.value, key))).toEqual(payload);
    // Either hex case, as RSA.js and Java's BigInteger read it; the first space-separated block.
    expect(readRequestKey(`${encryption.toUpperCase()} 0000`, pair.privateKey, modulusBytes.length)).toBe(
      BODY_KEY,
    );
  });

  it("refuses what is not a header or value made under its key", () => {
    const read = (header: string) => () => readRequestKey(header, pair.privateKey, modulusBytes.length);
    const raw = (key: string) =>
      modPow(BigInt(`0x${Buffer.from(key).toString("hex")}`), 65537n, wireKey.modulus);
    expect(read("garbage")).toThrow(WireError);
    expect(read("")).toThrow(WireError);
    expect(read("f".repeat(300))).toThrow(WireError);
    expect(read(modulusHex)).toThrow(WireError);
    // Keys of the wrong length, well encrypted.
    expect(read(raw("short8ch").toString(16))).toThrow(WireError);
    expect(read(raw("a17characterslong").toString(16))).toThrow(WireError);
    // Another key pair's header decrypts to noise.
    const other = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({ format: "jwk" });
    const otherKey = parseModulus(Buffer.from(String(other.n), "base64url").toString("hex"));
    expect(read(encryptionHeader(BODY_KEY, otherKey))).toThrow(WireError);
    expect(() => desDecrypt("not base64!", BODY_KEY)).toThrow(WireError);
    expect(() => desDecrypt("AAAA", BODY_KEY)).toThrow(WireError);
    expect(() => desDecrypt(VECTORS[0][1], "zzzzzzzzzzzzzzzz")).toThrow(WireError);
  });
});
