import { useEffect, useRef, useState } from "react";
import { MASK_GUARD_MS, maskTapCloses } from "~/domain/touch";

/**
 * A mask (a drawer's scrim, a popup's shade) ignores taps for 300 ms after it opens (accounts §9): the
 * tap that opened it, landing again where the mask now is, must not close it. `data-armed` says when
 * it listens. Without JavaScript the mask is a plain link of a page already loaded.
 */
export function useMaskGuard(onTap?: (event: React.MouseEvent) => void) {
  const openedAt = useRef<number | null>(null);
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    openedAt.current = performance.now();
    const timer = setTimeout(() => setArmed(true), MASK_GUARD_MS);
    return () => clearTimeout(timer);
  }, []);
  return {
    "data-armed": armed ? "true" : "false",
    onClick: (event: React.MouseEvent) => {
      if (openedAt.current === null || !maskTapCloses(openedAt.current, performance.now())) {
        event.preventDefault();
        return;
      }
      onTap?.(event);
    },
  };
}
