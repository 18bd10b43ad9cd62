// A page's partial route manifest is the same when its parent paths' routes are remembered as when
// they are matched (decision 0067): the second answer for a path, and another path's, name the routes
// a client needs. Compiled BFF against a real reference backend.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startBackend, startBff } from "../support/servers";

let backend: Awaited<ReturnType<typeof startBackend>>;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url);
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

/** The route ids of a page's inline manifest. */
async function manifestRoutes(path: string): Promise<string[]> {
  const html = await (await fetch(`${bff.url}${path}`)).text();
  const manifest = html.slice(html.indexOf("__reactRouterManifest"));
  const routes = manifest.slice(manifest.indexOf('"routes"'), manifest.indexOf('"url"'));
  return [...routes.matchAll(/"id": "([^"]+)"/g)].map((m) => m[1]).sort();
}

it("names the same routes for a page asked again, and the parents' routes for a deeper one", async () => {
  const first = await manifestRoutes("/m/slot-games");
  expect(first).toContain("root");
  expect(await manifestRoutes("/m/slot-games")).toEqual(first);
  const deeper = await manifestRoutes("/m/games/search");
  expect(deeper).toContain("root");
  expect(await manifestRoutes("/m/games/search")).toEqual(deeper);
});
