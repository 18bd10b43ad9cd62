import type { z } from "~/domain/zod";
import { BackendError, isBackendError } from "./errors";
import { call, callBytes, type BackendCallOptions, type CallInit } from "./http";
import { encryptCall, parseModulus, type WireKey } from "./wire-crypto";

/** The platform's key endpoint: its RSA modulus as bare hex text (docs/backend-api.md "Encrypted calls"). */
export const KEY_PATH = "/wps/session/key/rsa";

/**
 * The refusal of an `Encryption` header the backend cannot read: most often a key it has replaced
 * since we fetched it. The reference backend's code (the platform's own is not public).
 */
const KEY_REFUSED = "encryption.invalid";

/** Our code when the backend refuses a freshly fetched key too: the player is asked to try again. */
const KEY_REFUSED_TWICE = "backend.key.refused";

/**
 * The key per backend, fetched once and shared by every call of the process (a fetch under way is
 * shared too); forgotten when the backend refuses it or its fetch fails.
 */
const keys = new Map<string, Promise<WireKey>>();

function wireKey(options: BackendCallOptions): Promise<WireKey> {
  const cached = keys.get(options.baseUrl);
  if (cached) return cached;
  // A fetch bounded as every call is (options.timeoutMs); when it fails the call fails as an outage
  // would (the player is told to try again) and the next call fetches again.
  const fetched = fetchKey(options);
  keys.set(options.baseUrl, fetched);
  fetched.catch(() => forget(options.baseUrl, fetched));
  return fetched;
}

async function fetchKey(options: BackendCallOptions): Promise<WireKey> {
  // A process-wide key, fetched for no one player: no token, no player's address.
  const shared = { ...options, token: null, clientAddress: undefined };
  const answer = await callBytes(shared, KEY_PATH, {
    query: { t: Date.now() },
    headers: { "Cache-Control": "no-cache" },
  });
  if (!answer) throw new BackendError("backend.bad.answer", 404, `${KEY_PATH}: no key`);
  try {
    return parseModulus(Buffer.from(answer.data).toString("utf8"));
  } catch {
    throw new BackendError("backend.bad.answer", 200, `${KEY_PATH}: not an RSA modulus`);
  }
}

function forget(baseUrl: string, key: Promise<WireKey>): void {
  // Only the key that failed: another call may have fetched a newer one meanwhile.
  if (keys.get(baseUrl) === key) keys.delete(baseUrl);
}

/**
 * One call the platform encrypts (login, registration, the password calls): its JSON payload
 * (`init.body`) goes as `{"value": DES}` with the `Encryption` header, under the backend's current
 * key. A refused key is fetched again and the call made once more; refused again, the call fails
 * with `backend.key.refused`, which the player reads as "try again" (errors.ts `isUnavailable`).
 */
export async function callEncrypted<T extends z.ZodType>(
  options: BackendCallOptions,
  path: string,
  schema: T,
  init: CallInit,
): Promise<z.infer<T>> {
  for (let attempt = 1; ; attempt++) {
    const key = wireKey(options);
    const { encryption, body } = encryptCall(init.body, await key);
    try {
      return await call(options, path, schema, {
        ...init,
        body,
        headers: { ...init.headers, Encryption: encryption },
      });
    } catch (error) {
      if (!isBackendError(error) || error.errorCode !== KEY_REFUSED) throw error;
      forget(options.baseUrl, key);
      if (attempt === 2)
        throw new BackendError(
          KEY_REFUSED_TWICE,
          error.status,
          `${path}: the backend refused its own key twice`,
        );
    }
  }
}
