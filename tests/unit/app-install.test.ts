// The installable app's colours are the themes' own: app.css's --bg and friends, and the manifest's
// start colour is the default (dark) theme's background.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_COLOURS } from "~/domain/app-install";

const css = readFileSync("app/styles/app.css", "utf8");
const block = (selector: string) =>
  css.slice(css.indexOf(`${selector} {`), css.indexOf("}", css.indexOf(`${selector} {`)));
const variable = (selector: string, name: string) =>
  new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, "i").exec(block(selector))?.[1];

describe("theme colours of the installable app", () => {
  it.each([
    ["dark", ".theme-dark"],
    ["light", ".theme-light"],
  ] as const)("%s matches app.css", (theme, selector) => {
    const c = THEME_COLOURS[theme];
    expect(variable(selector, "bg")).toBe(c.bg);
    expect(variable(selector, "surface")).toBe(c.surface);
    expect(variable(selector, "text")).toBe(c.text);
    expect(variable(selector, "text-muted")).toBe(c.muted);
    expect(variable(selector, "accent")).toBe(c.accent);
    expect(variable(selector, "accent-text")).toBe(c.accentText);
  });

  it("the manifest starts in the dark theme's colour at /m/home, standalone", () => {
    const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      start_url: "/m/home",
      display: "standalone",
      theme_color: THEME_COLOURS.dark.bg,
      background_color: THEME_COLOURS.dark.bg,
    });
  });
});
