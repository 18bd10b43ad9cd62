// The root loader's data for components (app/ui never imports app/root.tsx: see eslint.config.js).
import { useRouteLoaderData } from "react-router";
import type { Route } from "../+types/root";

export type RootData = Route.ComponentProps["loaderData"];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
