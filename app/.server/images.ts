/**
 * Image addresses: the status's imageCDNs, one chosen at random per call (the spec), or, when the
 * platform lists none, our own /cdn proxy to the backend's /images path (see server/app.ts).
 */
export function imageUrl(
  path: string,
  imageCdns: readonly string[],
  random: () => number = Math.random,
): string {
  if (/^https?:\/\//.test(path)) return path;
  if (imageCdns.length === 0) return path.replace(/^\/images\//, "/cdn/");
  const host = imageCdns[Math.floor(random() * imageCdns.length)].replace(/\/$/, "");
  return `${host}${path.startsWith("/") ? path : `/${path}`}`;
}
