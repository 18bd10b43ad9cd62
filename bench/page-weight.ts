// What a browser downloads to show a page the first time: the HTML, then every script the HTML
// loads on first load, and its stylesheets. Sizes are bytes on the wire with Accept-Encoding: gzip.
import { request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

type PageWeight = {
  /** As sent: a streamed page is flushed chunk by chunk, which compresses worse than one piece. */
  htmlGzipBytes: number;
  /** The same document gzipped in one piece, for comparison. */
  htmlWholeGzipBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  scripts: string[];
  stylesheets: string[];
};

const HEADERS = { "Accept-Encoding": "gzip", "Accept-Language": "en" };

/** The raw body's length as sent (still compressed) and the decoded text. */
function download(
  url: string,
  cookie?: string,
): Promise<{ wireBytes: number; text: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: cookie ? { ...HEADERS, Cookie: cookie } : HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(response.headers["content-encoding"] ?? "identity");
        if ((response.statusCode ?? 0) >= 400)
          return reject(new Error(`${url} answered ${response.statusCode}`));
        const text = (encoding === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
        resolve({ wireBytes: raw.length, text, encoding });
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/**
 * Scripts of first load: `<script src>`, `<link rel="modulepreload">`, and what the inline module
 * scripts import (`import ... from "x"`, `import "x"`, `import("x")`: React Router's entry and
 * route modules). Stylesheets: `<link rel="stylesheet">`.
 */
function firstLoadAssets(html: string) {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    const src = attribute(tag, "src");
    if (tag.startsWith("<script") && src) scripts.add(src);
    if (rel === "modulepreload" && href) scripts.add(href);
    if (rel === "stylesheet" && href) stylesheets.add(href);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, , specifier] of body.matchAll(
      /\bimport\b\s*(?:[^"'()]*?from\s*)?(\(\s*)?["']([^"']+)["']/g,
    )) {
      scripts.add(specifier);
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** `cookie`: a signed-in member's session (the page's HTML only; scripts are the same for all). */
export async function pageWeight(pageUrl: string, cookie?: string): Promise<PageWeight> {
  const page = await download(pageUrl, cookie);
  const { scripts, stylesheets } = firstLoadAssets(page.text);
  const sizeOf = async (paths: string[]) => {
    const sizes = await Promise.all(
      paths.map(async (p) => (await download(new URL(p, pageUrl).href)).wireBytes),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  return {
    htmlGzipBytes: page.wireBytes,
    htmlWholeGzipBytes: gzipSync(page.text).length,
    jsGzipBytes: await sizeOf(scripts),
    cssGzipBytes: await sizeOf(stylesheets),
    scripts,
    stylesheets,
  };
}
