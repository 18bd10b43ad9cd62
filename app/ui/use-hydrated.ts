import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and in the first client render; controls that need JavaScript render after it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
