// The pages a set of whitelabel flags hides, as the host works it out from the pages' handles
// (app/.server/menu-pages.ts): for tests that say "with flag X on" instead of naming hidden paths.
// Every flag list of the tests comes from here: never a hand copy of the handles.
import { hiddenPages, type MenuFlag, type PageFlags } from "~/domain/menus";
import { menuPagesOfConfig } from "./route-config";

/** A function from the flags that are on to the paths the menus leave out. */
export async function hiddenByFlags(): Promise<(flagsOn: ReadonlySet<string>) => ReadonlySet<string>> {
  const pages = await menuPagesOfConfig();
  return (flagsOn) => new Set(hiddenPages(pages, flagsOn));
}

/** The flags the menus depend on: each one some page's handle names, once, in the pages' order. */
export function menuFlagsOf(pages: PageFlags): MenuFlag[] {
  return [...new Set(pages.map(([, flag]) => flag))];
}

/** Every flag a page's handle names: the merchant with all of them on hides nothing. */
export async function everyMenuFlag(): Promise<ReadonlySet<MenuFlag>> {
  return new Set(menuFlagsOf(await menuPagesOfConfig()));
}

/** The flag a page's handle names, by the page's path; a page without one fails the test. */
export async function flagOfPage(): Promise<(path: string) => MenuFlag> {
  const pages = new Map(await menuPagesOfConfig());
  return (path) => {
    const flag = pages.get(path);
    if (!flag) throw new Error(`${path} names no menu flag in its handle`);
    return flag;
  };
}
