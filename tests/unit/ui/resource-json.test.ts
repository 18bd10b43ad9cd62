// Loads the player did not ask for are plain requests (decision 0059, amended): no fetcher loads a
// resource route, and the shared request answers null, never throws, when it gets no answer.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchResourceJson, RESOURCE_JSON_TIMEOUT_MS } from "~/ui/resource-json";

const APP = new URL("../../../app/", import.meta.url).pathname;

/** The browser's modules: everything under app/ but the server's. */
function browserModules(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === ".server" ? [] : browserModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The fetcher loads left, each of the route of the page shown: its module is already loaded, so no
 * import can fail and reload the page. Any other (a resource route, a lazy part) uses resource-json.
 */
const PAGE_OWN_LOADS = ["ui/games/game-grid.tsx", "routes/games/search.tsx"];

/** What a module asks its fetchers to load: each `name.load(…)` of a `const name = useFetcher…`. */
function fetcherLoads(source: string): string[] {
  const names = [...source.matchAll(/const (\w+) = useFetcher\b/g)].map((match) => match[1]!);
  return names.flatMap((name) => {
    if (new RegExp(`\\{[^}]*\\bload\\b[^}]*\\} = ${name}\\b`).test(source))
      throw new Error(`${name}.load taken apart: name it ${name}.load so this test sees it`);
    return [...source.matchAll(new RegExp(`\\b${name}\\.load\\(\\s*([^;]*)`, "g"))].map((m) => m[1]!);
  });
}

describe("fetcher loads", () => {
  const modules = browserModules();
  const loads = new Map(
    modules.map((file) => [file.slice(APP.length), fetcherLoads(readFileSync(file, "utf8"))] as const),
  );

  it("finds the modules and the fetchers", () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(fetcherLoads('const list = useFetcher();\nlist.load("/resources/x");')).toEqual([
      '"/resources/x")',
    ]);
  });

  it("only the page's own route is loaded by a fetcher", () => {
    const loading = [...loads].filter(([, found]) => found.length > 0).map(([file]) => file);
    expect(loading.sort()).toEqual([...PAGE_OWN_LOADS].sort());
  });

  it("no fetcher load names a resource route", () => {
    for (const [file, found] of loads)
      for (const load of found) expect(load, file).not.toMatch(/\/resources\//);
  });
});

describe("fetchResourceJson", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("answers the JSON, asking for JSON", async () => {
    const fetch = vi.fn(async () => Response.json({ unread: 2 }));
    vi.stubGlobal("fetch", fetch);
    expect(await fetchResourceJson("/resources/unread")).toEqual({ unread: 2 });
    expect(fetch).toHaveBeenCalledWith(
      "/resources/unread",
      expect.objectContaining({ headers: { Accept: "application/json" } }),
    );
  });

  it("answers null for a refusal, a failed request and an aborted one", async () => {
    vi.stubGlobal("fetch", async () => new Response("no", { status: 503 }));
    expect(await fetchResourceJson("/resources/unread")).toBeNull();
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("offline")));
    expect(await fetchResourceJson("/resources/unread")).toBeNull();
    const leaving = new AbortController();
    leaving.abort();
    vi.stubGlobal("fetch", vi.fn());
    expect(await fetchResourceJson("/resources/unread", leaving.signal)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("gives up past its time bound, and a caller's abort reaches the request", async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      "fetch",
      (_: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          signals.push(init.signal!);
          init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const late = fetchResourceJson("/resources/left-menu");
    await vi.advanceTimersByTimeAsync(RESOURCE_JSON_TIMEOUT_MS);
    expect(await late).toBeNull();
    const leaving = new AbortController();
    const left = fetchResourceJson("/resources/popup", leaving.signal);
    leaving.abort();
    expect(await left).toBeNull();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
  });
});
