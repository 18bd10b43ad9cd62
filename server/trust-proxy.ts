import { isIP } from "node:net";

/** Express's `trust proxy`: off, every hop, a hop count, or the proxies' addresses (CIDRs, names). */
export type TrustProxy = boolean | number | string;

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * `TRUST_PROXY` as Express takes it: `true`/`false`, a hop count (`1`), or a comma-separated list of
 * proxy addresses, CIDR ranges and Express's names (`loopback, 10.0.0.0/8`). Throws on anything else:
 * a typo must not silently trust every X-Forwarded-For (or none).
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(`"${bad}" is not true, false, a hop count, an address, a CIDR range or a name`);
  }
  return entries.join(",");
}
