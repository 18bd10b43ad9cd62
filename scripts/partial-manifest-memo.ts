// A Vite plugin for the server build: two pieces of React Router's per-document work that depend
// only on the build are remembered instead of redone for every page. Why, and when to drop it:
// docs/decisions/0067-partial-manifest-memo.md.
import type { Plugin } from "vite";

type Patch = { file: RegExp; find: string; replace: string; before?: [string, string] };

const DIST = String.raw`react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]ssr[\\/]`;

const PATCHES: Patch[] = [
  {
    // getPartialManifest matches the route tree again for every parent path of the address; a
    // build's routes never change, so a path always matches the same ones. Bounded: a crowd of
    // made-up deep paths empties it.
    file: new RegExp(`${DIST}fog-of-war\\.js$`),
    find: `	paths.forEach((path) => {
		let matches = router.match(path);
		if (matches) matches.forEach((m) => routeIds.add(m.route.id));
	});`,
    replace: `	paths.forEach((path) => {
		let key = manifest.version + " " + path;
		let ids = partialManifestIds.get(key);
		if (!ids) {
			let matches = router.match(path);
			ids = matches ? matches.map((m) => m.route.id) : [];
			if (partialManifestIds.size >= 1000) partialManifestIds.clear();
			partialManifestIds.set(key, ids);
		}
		ids.forEach((id) => routeIds.add(id));
	});`,
    before: ["function getPartialManifest(", "const partialManifestIds = new Map();\n"],
  },
  {
    // ServerRouter builds the route objects of the whole tree for every page, from the build's
    // manifest and modules: the same objects each time (React Router copies, never changes, them).
    // A document in SPA mode (ssr: false, which this project never is) gets its own, not remembered:
    // they are not a server-rendered page's.
    file: new RegExp(`${DIST}server\\.js$`),
    find: `	let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);`,
    replace: `	let routes = serverRoutesOf.get(manifest.routes);
	if (!routes || context.isSpaMode) {
		routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
		if (!context.isSpaMode) serverRoutesOf.set(manifest.routes, routes);
	}`,
    before: ["function ServerRouter(", "const serverRoutesOf = new WeakMap();\n"],
  },
];

/** A React Router module with its patch, if it has one; throws if the patched code is not there. */
export function rememberRouteWork(code: string, id: string): string | null {
  const patch = PATCHES.find((p) => p.file.test(id));
  if (!patch) return null;
  if (!code.includes(patch.find) || (patch.before && !code.includes(patch.before[0]))) {
    throw new Error(
      `react-router's ${id.split(/[\\/]/).pop()} changed: look again at docs/decisions/0067-partial-manifest-memo.md`,
    );
  }
  const patched = code.replace(patch.find, patch.replace);
  return patch.before ? patched.replace(patch.before[0], patch.before[1] + patch.before[0]) : patched;
}

export function partialManifestMemo(): Plugin {
  return {
    name: "partial-manifest-memo",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      const patched = rememberRouteWork(code, id);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}
