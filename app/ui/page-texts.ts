import { textReader, type Texts, type Tree } from "./text-reader";

/** The element the server writes a page's texts into (decision 0056). */
export const PAGE_TEXTS_ID = "page-texts";

/** The document's whole texts on their way, settled (failed or not); resolved until asked for. */
let wholeComing: Promise<void> = Promise.resolve();

/**
 * Settles once the language's whole texts have come (or failed). A navigation waits for it (the
 * root's client middleware), so a page reached in the first moment after hydration is drawn with
 * its texts, not with the keys the page's own texts lack.
 */
export function wholeTextsCome(): Promise<void> {
  return wholeComing;
}

/** The browser's texts of decision 0056, as useT and useI18n read them. */
export type GrowingTexts = Texts & {
  /** Changes when the whole texts came after a key was missed: the screens then draw again. */
  version: () => number;
  subscribe: (listener: () => void) => () => void;
};

/**
 * A page's texts in the browser (decision 0056): first the ones the server's render read, written
 * into the page, so hydration needs no download; the language's whole texts, loaded after it, for
 * whatever is drawn next. If something was drawn before they came and missed a key, `version`
 * changes and `t` is a new function (memos keyed on it are made again); subscribed screens (useT,
 * useI18n) draw again. A part still waiting for its code (decision 0054) is not subscribed yet,
 * so nothing reaches it before it hydrates: it would throw the server's form away.
 */
export function growingTexts(language: string, page: Readonly<Record<string, Tree>>) {
  let whole = false;
  let missed = false;
  let version = 0;
  const listeners = new Set<() => void>();
  let reader = textReader(language, page, () => {
    if (!whole) missed = true;
  });
  const readWith = () =>
    ((...args: unknown[]) =>
      (reader.t as unknown as (...args: unknown[]) => string)(...args)) as unknown as Texts["t"];
  let t = readWith();
  const texts: GrowingTexts = {
    language,
    get t() {
      return t;
    },
    version: () => version,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  let completed: Promise<void> | undefined;
  /** Loads the whole texts once; the page's `t` reads them from then on. */
  const complete = (load: () => Promise<Readonly<Record<string, Tree>>>) => {
    completed ??= load().then((all) => {
      reader = textReader(language, all);
      whole = true;
      if (!missed) return;
      version += 1;
      t = readWith();
      for (const listener of listeners) listener();
    });
    wholeComing = completed.catch(() => {});
    return completed;
  };
  return { texts, complete };
}
