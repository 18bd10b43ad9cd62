/** Enough for every key of the app and the varying names of a few pages; past it, start again. */
const MAX_TEXTS = 4000;

/**
 * `t` that remembers what it answered. An i18next instance never changes language or texts while it
 * lives (one per language on the server, one per document in the browser), so a key with the same
 * options always gives the same text; i18next's own lookup (resolving, nesting, interpolating) was
 * a tenth of home's server CPU (issue 24). Only calls with a string key and options of plain values
 * are remembered; anything else (arrays of keys, objects, functions) goes to i18next each time.
 */
export function rememberedTexts<T>(t: T): T {
  const texts = new Map<string, unknown>();
  const ask = t as unknown as (...args: unknown[]) => unknown;
  const remembered = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = rest.length === 0 ? callId(key, options) : null;
    if (id === null) return ask(key, options, ...rest);
    if (texts.has(id)) return texts.get(id);
    const text = ask(key, options);
    if (typeof text === "string") {
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
  return remembered as unknown as T;
}

const rememberedOf = new WeakMap<object, unknown>();

/**
 * The instance's remembered `t`, one per i18next instance: on the server every request in that
 * language shares it (page-texts.server.ts), so what one page asked is cheap for the next.
 */
export function rememberedT<T>(instance: { t: T }): T {
  let t = rememberedOf.get(instance) as T | undefined;
  if (!t) {
    t = rememberedTexts(instance.t);
    rememberedOf.set(instance, t);
  }
  return t;
}

/** A key naming the call, or null when its options are not all plain values (then not remembered). */
function callId(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return key;
  if (
    typeof options !== "object" ||
    options === null ||
    Object.getPrototypeOf(options) !== Object.prototype
  ) {
    return null;
  }
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (
      value !== undefined &&
      value !== null &&
      type !== "string" &&
      type !== "number" &&
      type !== "boolean"
    ) {
      return null;
    }
  }
  return JSON.stringify([key, options]);
}
