import { Router, type Request } from "express";
import { z } from "zod";
import { ApiError } from "../envelope.ts";
import { desDecrypt, WireError, type WireKeys } from "../wire.ts";

/**
 * The calls the platform encrypts (its API config's `encrypt: true`), by method and path under /wps.
 * Free play is not one of them (docs/backend-api.md "Encrypted calls").
 */
const ENCRYPTED = new Set([
  "POST /session/login",
  "PUT /member/register",
  "PUT /member/register/mobile",
  "POST /member/password",
  "POST /member/password/verification",
]);

const encryptedBody = z.strictObject({ value: z.string().min(1) });

/** A call that is not encrypted, or not as the platform's are: the client's fault, whatever it sent. */
const required = (message: string) => new ApiError(400, "encryption.required", message);
/** An `Encryption` header or value this backend cannot read: a wrong or replaced key (the BFF fetches it again). */
const invalid = (message: string) => new ApiError(400, "encryption.invalid", message);

/**
 * The key endpoint, and the reading of the encrypted calls: their `{"value": ...}` body becomes the
 * decrypted JSON the routes after it read, as if it had come plain. Refusals say what was wrong and
 * never what the key or the payload was.
 */
export function encryptedCallRoutes(keys: WireKeys): Router {
  const router = Router();

  // The modulus as bare lowercase hex, as the platform answers (its client reads the text as is).
  router.get("/session/key/rsa", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send(keys.modulusHex);
  });

  router.use((req, _res, next) => {
    if (!ENCRYPTED.has(callOf(req))) return next();
    req.body = decrypted(keys, req);
    next();
  });
  return router;
}

// Express matches paths case-insensitively and with a trailing slash: so does this, or a call could
// reach a route around it.
const callOf = (req: Request) => `${req.method} ${req.path.toLowerCase().replace(/\/+$/, "")}`;

function decrypted(keys: WireKeys, req: Request): unknown {
  const header = req.get("Encryption");
  if (!header) throw required("header Encryption is required on this call");
  const body = encryptedBody.safeParse(req.body);
  if (!body.success) throw required('body: must be {"value": "<base64 of the DES-encrypted payload>"}');
  try {
    const payload: unknown = JSON.parse(desDecrypt(body.data.value, keys.requestKey(header)));
    if (typeof payload !== "object" || payload === null || Array.isArray(payload))
      throw new WireError("value: not a JSON object");
    return payload;
  } catch (error) {
    if (error instanceof WireError) throw invalid(error.message);
    throw invalid("value: not JSON");
  }
}
