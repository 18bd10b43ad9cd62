import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/.server/root-data";

export type { RootData };

/** The root loader's data (app/.server/root-data.ts); undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
