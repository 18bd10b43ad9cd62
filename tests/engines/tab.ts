// What a journey does in a browser, in the same words for every engine (WebKit over WebDriver,
// Firefox over WebDriver BiDi): the page is read with scripts run in it, controls are tapped and
// typed into with the engine's own input, and every wait is for a condition seen in the page.

/** A control found as a person finds it: by its role and accessible name. */
export type Target = {
  role: "link" | "button" | "field" | "radio" | "select" | "css";
  /** The accessible name; unnamed targets take the first shown match. */
  name?: string;
  /** With role "css": the selector. */
  css?: string;
  /** A CSS selector of the part of the page to look in. */
  within?: string;
};

export interface Tab {
  readonly engine: "webkit" | "firefox";
  readonly baseURL: string;
  /** Loads `path` as a new document and waits for its load event. */
  goto(path: string): Promise<void>;
  /** The value of `fn` run in the page with `args` (both sides as JSON). */
  run<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
  /** Taps (clicks) the element at `selector`. */
  click(selector: string): Promise<void>;
  /** Two taps in a row, both landing before any answer. */
  doubleClick(selector: string): Promise<void>;
  /** Types `text` key by key into the element at `selector`, which is focused first. */
  type(selector: string, text: string): Promise<void>;
  /** Sets a cookie of the site (httpOnly, as the server sets its own). */
  addCookie(name: string, value: string): Promise<void>;
  /** The viewport as a PNG, to look at a page as a player sees it (scripts/engine-screenshots.ts). */
  screenshot(): Promise<Buffer>;
  /** What the browser printed to its console so far (CSP refusals among it). */
  console(): string;
  close(): Promise<void>;
}

const WAIT_MS = 15_000;

/** The last of what the browser printed, for a failure's message: the page's own errors say why. */
export const consoleTail = (tab: Tab) => tab.console().slice(-3000);

/**
 * The source that runs `fn` in the page: esbuild's keepNames (tsx) calls a `__name` helper inside
 * named functions, which the page does not have.
 */
export const inPage = (fn: (...args: never[]) => unknown) =>
  `var __name = function (f) { return f; }; return (${fn.toString()}).apply(null, arguments)`;

/** Polls `fn` in the page until it returns a truthy value (which is returned), or fails naming `what`. */
export async function until<T>(
  tab: Tab,
  what: string,
  fn: (...args: never[]) => T,
  ...args: unknown[]
): Promise<NonNullable<Awaited<T>>> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    // A page that is being replaced answers with an error: asked again once the new one is there.
    last = await tab.run(fn, ...args).catch((error: unknown) => error);
    if (last && !(last instanceof Error)) return last as NonNullable<Awaited<T>>;
    if (Date.now() > deadline) {
      // What the page showed, so that the output says why.
      const page = await tab
        .run(() => `${location.pathname}${location.search}: ${document.body.innerText.slice(0, 400)}`)
        .catch(String);
      throw new Error(
        `${tab.engine}: waited ${WAIT_MS} ms for ${what} (last: ${String(last)}) on ${page}\n` +
          `console:\n${consoleTail(tab)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * In the page: the first visible element matching `target`, marked with a data attribute so the
 * engine's own input can reach it by a selector; null while there is none.
 */
function locate(target: Target): string | null {
  const selectors = {
    link: "a[href]",
    button: "button, input[type=submit], [role=button]",
    field: "input:not([type=hidden]), textarea",
    radio: "input[type=radio]",
    select: "select",
    css: target.css ?? "*",
  };
  const scope = target.within ? document.querySelector(target.within) : document;
  if (!scope) return null;
  const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (element: HTMLElement) => {
    const label = element.getAttribute("aria-label");
    if (label) return words(label);
    const by = element.getAttribute("aria-labelledby");
    if (by)
      return words(
        by
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" "),
      );
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return words([...labels].map((l) => l.textContent).join(" "));
    return words(element.textContent);
  };
  const shown = (element: HTMLElement) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const found = [...scope.querySelectorAll<HTMLElement>(selectors[target.role])].find(
    // The name, or the name and then more words (the member icon's "Member menu VIP3 12").
    (element) =>
      shown(element) &&
      (target.name === undefined ||
        nameOf(element) === target.name ||
        nameOf(element).startsWith(`${target.name} `)),
  );
  if (!found) return null;
  found.dataset.engineTarget ??= String(Math.random()).slice(2);
  return `[data-engine-target="${found.dataset.engineTarget}"]`;
}

const describe = (target: Target) =>
  `${target.css ?? target.role} "${target.name ?? ""}"${target.within ? ` in ${target.within}` : ""}`;

/** Waits for `target` to show, then returns its selector. */
export const find = (tab: Tab, target: Target) => until(tab, describe(target), locate, target);

export async function tap(tab: Tab, target: Target) {
  await tab.click(await find(tab, target));
}

export async function doubleTap(tab: Tab, target: Target) {
  await tab.doubleClick(await find(tab, target));
}

/** Empties the field, then types `text` into it key by key. */
export async function fill(tab: Tab, target: Target, text: string) {
  const selector = await find(tab, target);
  await tab.run((s: string) => {
    const field = document.querySelector<HTMLInputElement>(s)!;
    // Uncontrolled fields (conform's): an empty value, then the keys as a person types them.
    field.value = "";
    field.focus();
  }, selector);
  await tab.type(selector, text);
}

/** React has hydrated the page and its forms (their elements carry React's keys). */
export const hydrated = (tab: Tab) =>
  until(tab, "hydration", () =>
    [document.body, ...document.querySelectorAll("[data-deferred-form]")].every((element) =>
      Object.keys(element).some((key) => key.startsWith("__react")),
    ),
  );

type RouterState = { navigation: { state: string }; revalidation: string };

/**
 * The page has no navigation of its own under way (React Router's navigation and revalidation are
 * idle): a new document asked for meanwhile was aborted by it in Firefox (NS_BINDING_ABORTED).
 */
export const settled = (tab: Tab) =>
  until(tab, "the page's own navigation to end", () => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: RouterState } })
      .__reactRouterDataRouter;
    return (
      document.readyState === "complete" &&
      (!router || (router.state.navigation.state === "idle" && router.state.revalidation === "idle"))
    );
  });

/** Marks the current document; `sameDocument` then tells whether a later one replaced it. */
export const markDocument = (tab: Tab) =>
  tab.run(() => ((window as unknown as { engineMark: boolean }).engineMark = true));

export const sameDocument = (tab: Tab) =>
  tab.run(() => (window as unknown as { engineMark?: boolean }).engineMark === true);

export const path = (tab: Tab) => tab.run(() => location.pathname + location.search);
