import { pickImageHost } from "~/domain/site-config";

/**
 * Image addresses: the status's imageCDNs, one chosen at random per call (the spec, pickImageHost),
 * or, when the platform lists none, our own /cdn proxy to the backend's /images path (server/proxies.ts).
 */
export function imageUrl(
  path: string,
  imageCdns: readonly string[],
  random: () => number = Math.random,
): string {
  if (/^https?:\/\//.test(path)) return path;
  const host = pickImageHost(imageCdns, random);
  if (host === null) return path.replace(/^\/images\//, "/cdn/");
  return `${host.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
