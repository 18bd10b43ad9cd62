import { useSyncExternalStore } from "react";

/** For a snapshot that never changes once hydrated: nothing to subscribe to. */
export const noSubscription = () => () => {};

/** False on the server and in the first client render; controls that need JavaScript render after it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
