import { Transform } from "node:stream";
import type { i18n } from "i18next";
import { LRUCache } from "lru-cache";
import { resources } from "~/locales";
import { rememberedT } from "./remembered-texts";
import { pickTexts, type Texts, type Tree } from "./text-reader";
import { PAGE_TEXTS_ID } from "./page-texts";

/**
 * The request's texts for the render: the language's shared instance, noting each key the page
 * reads, so that the page can carry just those texts to the browser (decision 0056).
 */
export function recordingTexts(instance: i18n) {
  const ask = rememberedT(instance) as unknown as (
    key: unknown,
    options?: unknown,
    ...rest: unknown[]
  ) => unknown;
  const keys = new Set<string>();
  const counted = new Set<string>();
  const t = (key: unknown, options?: { count?: unknown }, ...rest: unknown[]) => {
    if (typeof key === "string") {
      keys.add(key);
      if (options?.count !== undefined) counted.add(key);
    }
    return ask(key, options, ...rest);
  };
  const texts: Texts = { language: instance.language, t: t as unknown as i18n["t"] };
  /**
   * The texts the render read, as a script element's JSON (nothing in it can close the element).
   * Data, never run; it carries the page's nonce all the same, as every script element of a page.
   */
  const script = (nonce?: string) => {
    const json = pageTextsJson(instance.language, keys, counted);
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
    return `<script type="application/json" id="${PAGE_TEXTS_ID}"${nonceAttribute}>${json}</script>`;
  };
  return { texts, script };
}

/**
 * The texts' JSON by language and keys read: a page reads the same keys on every request, so the
 * picking and the JSON are made once (texts change only with a new build). Bounded: pages whose
 * keys vary (a list's own entries) cannot grow it without end.
 */
const picked = new LRUCache<string, string>({ max: 500 });

function pageTextsJson(language: string, keys: Set<string>, counted: Set<string>): string {
  const id = `${language}\n${[...keys].join("\n")}\n\n${[...counted].join("\n")}`;
  let json = picked.get(id);
  if (json === undefined) {
    const all = (resources[language as keyof typeof resources] ?? {}) as unknown as Record<string, Tree>;
    json = JSON.stringify(pickTexts(all, keys, counted)).replaceAll("<", "\\u003c");
    picked.set(id, json);
  }
  return json;
}

const END = Buffer.from("</body></html>");

/** How many of the bytes' last ones could begin `</body></html>` (all of it included). */
function possibleEnd(bytes: Buffer): number {
  for (let length = Math.min(END.length, bytes.length); length > 0; length--) {
    if (
      bytes[bytes.length - length] === END[0] &&
      bytes.subarray(bytes.length - length).equals(END.subarray(0, length))
    )
      return length;
  }
  return 0;
}

/**
 * The document's stream with the page's texts written in before it ends, once everything has
 * rendered (streamed parts read texts too). React ends a document with `</body></html>`; bytes
 * that could begin it are held back until the next chunk, so the end is seen even when split across
 * chunks (other chunks pass on as they are).
 */
export function withPageTexts(script: () => string, onEnd: () => void): Transform {
  let held: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      const all = held.length === 0 ? bytes : Buffer.concat([held, bytes]);
      const keep = possibleEnd(all);
      held = all.subarray(all.length - keep);
      callback(null, keep === 0 ? all : all.subarray(0, all.length - keep));
    },
    flush(callback) {
      onEnd();
      // An unfinished document (aborted render) gets no texts: the browser then loads them whole.
      if (held.equals(END)) this.push(script());
      callback(null, held);
    },
  });
}
