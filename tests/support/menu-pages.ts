// The pages a set of whitelabel flags hides, as the host works it out from the pages' handles
// (app/.server/menu-pages.ts): for tests that say "with flag X on" instead of naming hidden paths.
import { hiddenPages } from "~/domain/menus";
import { menuPagesOfConfig } from "./route-config";

/** A function from the flags that are on to the paths the menus leave out. */
export async function hiddenByFlags(): Promise<(flagsOn: ReadonlySet<string>) => ReadonlySet<string>> {
  const pages = await menuPagesOfConfig();
  return (flagsOn) => new Set(hiddenPages(pages, flagsOn));
}
