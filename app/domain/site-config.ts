// Status-payload derived settings (games §3, §4; accounts §1, §3).

// mobileTemplate.mem_cen / dep_func: exactly "1" selects the new layout, anything else the base one.
export function templateLayout(flag: string | undefined): "new" | "base" {
  return flag === "1" ? "new" : "base";
}

// The image host is picked at random from the CDN list; the random source is injected to keep this pure.
export function pickImageHost(hosts: readonly string[], random: () => number): string | null {
  if (hosts.length === 0) return null;
  return hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))];
}

// Theme: dark by default; only an explicit stored "light" switches it.
export function resolveTheme(stored: string | null | undefined): "dark" | "light" {
  return stored === "light" ? "light" : "dark";
}
