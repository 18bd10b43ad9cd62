import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";

const ITEMS = "a[href], button:not([disabled])";

const itemsOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(ITEMS)];

function makeCurrent(items: HTMLElement[], current: HTMLElement) {
  for (const item of items) item.tabIndex = item === current ? 0 : -1;
}

const STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => Math.min(at + 1, last),
  ArrowLeft: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * A strip of links as one tab stop (a roving tabindex): Tab enters at the strip's current item (the
 * one marked `aria-current`, or the first), the arrow keys, Home and End move inside it, Tab leaves.
 * It takes effect once the page runs JavaScript; without, every link stays a plain tab stop. Spread
 * the answer on the strip's container.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // After every render: the strip's links may have changed (another vendor, a client navigation).
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const items = itemsOf(container);
    if (items.length === 0) return;
    const focused = items.find((item) => item === document.activeElement);
    const current =
      focused ??
      items.find((item) => item.hasAttribute("aria-current")) ??
      items.find((item) => item.getAttribute("tabindex") === "0") ??
      items[0];
    makeCurrent(items, current);
  });
  const onKeyDown = (event: KeyboardEvent<T>) => {
    const step = STEPS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = itemsOf(event.currentTarget);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    const next = items[step(at, items.length - 1)];
    makeCurrent(items, next);
    next.focus();
  };
  // A click or a tap moves the strip's tab stop too.
  const onFocus = (event: FocusEvent<T>) => {
    const items = itemsOf(event.currentTarget);
    if (items.includes(event.target)) makeCurrent(items, event.target);
  };
  return { ref, onKeyDown, onFocus };
}
