import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The built client files, beside the server build (build/server/index.js -> build/client). From the
 * sources (development, tests) the folder does not exist and no stylesheet is read.
 */
const CLIENT_DIR = fileURLToPath(new URL("../client/", import.meta.url));

/** Hashed files never change: each is read once per process. */
const texts = new Map<string, string | null>();

/**
 * The text of one of the build's stylesheets, by the address React Router's manifest gives it
 * (`/assets/shell-*.css`, sometimes with a `#` suffix), to be written into the page; null when it is
 * not a built stylesheet (the development server's addresses) or cannot be read.
 */
export function stylesheetText(href: string): string | null {
  const file = href.replace(/[?#].*$/, "");
  if (!/^\/assets\/[\w.-]+\.css$/.test(file)) return null;
  let text = texts.get(file);
  if (text === undefined) {
    try {
      // A closing tag inside the rules would end the <style> element early.
      text = readFileSync(path.join(CLIENT_DIR, file), "utf8").replace(/<\/style/gi, "<\\/style");
    } catch {
      text = null;
    }
    texts.set(file, text);
  }
  return text;
}
