import { useEffect, useState, type ComponentType } from "react";

/** The chunk's import, answering the part's component. */
type Load<P> = () => Promise<ComponentType<P>>;

/** Every chunk by name, so that the browser can load the ones the server drew before hydrating. */
const preloads = new Map<string, () => Promise<unknown>>();

/**
 * A part of the page in its own chunk, outside the first-load JavaScript, for parts that are seldom
 * open (a popup, a drawer's extras, a dialog). Unlike `React.lazy` it needs no Suspense boundary:
 * the server loads every chunk at start and draws the part in place, so a page made with it open
 * works without JavaScript however long the page is (React moves a Suspense part past the page's
 * first 12.8 kB into a hidden block only a script reveals, decision 0018). The part is wrapped in
 * an element naming the chunk: before hydrating, `loadDrawnChunks` loads those, so the first render
 * matches the server's. Opened later in the browser, the part appears once its chunk has arrived.
 *
 * `afterHydration`: never drawn by the server nor in the first render (code needed only from the
 * first navigation on).
 */
export function lazyChunk<P extends object>(
  name: string,
  load: Load<P>,
  { afterHydration = false }: { afterHydration?: boolean } = {},
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  if (!afterHydration) preloads.set(name, preload);
  if (import.meta.env.SSR && !afterHydration) void preload();

  function Chunk(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => (afterHydration ? null : loaded));
    useEffect(() => {
      if (Part) return;
      let live = true;
      void preload().then(() => live && setPart(() => loaded));
      return () => {
        live = false;
      };
    }, [Part]);
    if (!Part) return null;
    if (afterHydration) return <Part {...props} />;
    return (
      <div data-chunk={name} className="lazy-chunk">
        <Part {...props} />
      </div>
    );
  }
  Chunk.displayName = `LazyChunk(${name})`;
  /** Fetches the chunk ahead of its first opening (e.g. once the page is idle). */
  Chunk.preload = preload;
  return Chunk;
}

/**
 * Loads the chunks whose parts the server drew (called before hydration). A chunk drawn inside
 * another (the left menu's extras inside the menus) registers itself only once its parent's code
 * has run: load in rounds until no drawn chunk is left that can be loaded.
 */
export async function loadDrawnChunks(root: ParentNode): Promise<void> {
  const names = new Set(
    [...root.querySelectorAll<HTMLElement>("[data-chunk]")].map((element) => element.dataset.chunk ?? ""),
  );
  const started = new Set<string>();
  for (;;) {
    const ready = [...names].filter((name) => !started.has(name) && preloads.has(name));
    if (ready.length === 0) return;
    for (const name of ready) started.add(name);
    await Promise.all(ready.map((name) => preloads.get(name)!()));
  }
}
