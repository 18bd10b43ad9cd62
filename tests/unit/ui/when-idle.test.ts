// Work no tap waits for (the time zone, the stylesheets' prefetch, the service worker's
// registration) runs after the page's load, when the browser is idle.
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentParsed, whenSettled } from "~/ui/when-idle";

/** A page in the given state, whose idle callbacks and load listeners are run by the test. */
function page(readyState: "loading" | "complete") {
  const idle: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  vi.stubGlobal("document", { readyState });
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => {
    if (type === "load") onLoad.push(listener);
  });
  return {
    idle: () => idle.splice(0).forEach((run) => run()),
    load: () => onLoad.splice(0).forEach((run) => run()),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("whenSettled", () => {
  it("on a loaded page, runs when the browser is next idle", () => {
    const browser = page("complete");
    const work = vi.fn();
    whenSettled(work);
    expect(work).not.toHaveBeenCalled();
    browser.idle();
    expect(work).toHaveBeenCalledOnce();
  });

  it("on a loading page, waits for its load, then for idle time", () => {
    const browser = page("loading");
    const work = vi.fn();
    whenSettled(work);
    browser.idle();
    expect(work).not.toHaveBeenCalled();
    browser.load();
    expect(work).not.toHaveBeenCalled();
    browser.idle();
    expect(work).toHaveBeenCalledOnce();
  });
});

describe("documentParsed", () => {
  /** A document being parsed, whose DOMContentLoaded the test fires. */
  function parsing() {
    const listeners: (() => void)[] = [];
    vi.stubGlobal("document", {
      readyState: "loading",
      addEventListener: (type: string, listener: () => void) => {
        if (type === "DOMContentLoaded") listeners.push(listener);
      },
    });
    return () => listeners.splice(0).forEach((run) => run());
  }

  it("waits while the document is still being parsed (its end, the page's texts, not yet read)", async () => {
    const parsed = parsing();
    let done = false;
    void documentParsed().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    parsed();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it("resolves at once for a parsed document", async () => {
    vi.stubGlobal("document", { readyState: "interactive" });
    await expect(documentParsed()).resolves.toBeUndefined();
  });
});
