// A Vite plugin for the server build: React Router's partial manifest remembers which routes its
// parent paths match. Why, and when to drop it: docs/decisions/0067-partial-manifest-memo.md.
import type { Plugin } from "vite";

/** React Router's module that builds the partial manifest of a server-rendered page. */
const FOG_OF_WAR = /react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]ssr[\\/]fog-of-war\.js$/;

/** The loop of `getPartialManifest` that matches the route tree again for every parent path. */
const MATCH_PARENTS = `	paths.forEach((path) => {
		let matches = router.match(path);
		if (matches) matches.forEach((m) => routeIds.add(m.route.id));
	});`;

/**
 * The same loop with the route ids of each parent path remembered: a build's routes never change,
 * so a path always matches the same ones. Bounded: a crowd of made-up deep paths empties it.
 */
const MATCH_PARENTS_REMEMBERED = `	paths.forEach((path) => {
		let key = manifest.version + " " + path;
		let ids = partialManifestIds.get(key);
		if (!ids) {
			let matches = router.match(path);
			ids = matches ? matches.map((m) => m.route.id) : [];
			if (partialManifestIds.size >= 1000) partialManifestIds.clear();
			partialManifestIds.set(key, ids);
		}
		ids.forEach((id) => routeIds.add(id));
	});`;

/** React Router's fog-of-war module with the remembering loop; throws if the loop is not there. */
export function rememberPartialManifest(code: string): string {
  if (!code.includes(MATCH_PARENTS)) {
    throw new Error(
      "react-router's getPartialManifest changed: look again at docs/decisions/0067-partial-manifest-memo.md",
    );
  }
  return code
    .replace(MATCH_PARENTS, MATCH_PARENTS_REMEMBERED)
    .replace(
      "function getPartialManifest(",
      "const partialManifestIds = new Map();\nfunction getPartialManifest(",
    );
}

export function partialManifestMemo(): Plugin {
  return {
    name: "partial-manifest-memo",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      return FOG_OF_WAR.test(id) ? { code: rememberPartialManifest(code), map: null } : null;
    },
  };
}
