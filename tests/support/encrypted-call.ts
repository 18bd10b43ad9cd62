// A call the platform encrypts (login, registration, the password calls), made straight to a backend
// as the BFF makes it (app/.server/backend/encrypted.ts): the backend's key fetched, the payload sent
// as {"value": DES} with the Encryption header. The reference backend refuses these calls plain.
import { encryptCall, parseModulus } from "~/.server/backend/wire-crypto";

export async function encryptedFetch(
  backendUrl: string,
  path: string,
  init: { method?: "POST" | "PUT"; merchant: string; payload: unknown; headers?: Record<string, string> },
): Promise<Response> {
  const key = await fetch(`${backendUrl}/wps/session/key/rsa?t=${Date.now()}`, {
    headers: { Merchant: init.merchant },
    signal: AbortSignal.timeout(10_000),
  });
  if (!key.ok) throw new Error(`the backend's key endpoint answered ${key.status}`);
  const { encryption, body } = encryptCall(init.payload, parseModulus(await key.text()));
  return fetch(`${backendUrl}${path}`, {
    method: init.method ?? "POST",
    headers: {
      "Content-Type": "application/json",
      Merchant: init.merchant,
      ...init.headers,
      Encryption: encryption,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}
