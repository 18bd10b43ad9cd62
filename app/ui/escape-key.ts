import { useLayoutEffect, useRef } from "react";

/**
 * Calls `close` when Escape is pressed anywhere on the page, unless something took the key first:
 * an open modal dialog (it closes itself on Escape) or a control that handled it.
 */
export function useEscapeKey(close: () => void) {
  const latest = useRef(close);
  // Layout effects: attached in the same commit that shows what Escape closes, before the browser
  // paints it. A passive effect runs later, and a key pressed as soon as the popup showed (a busy
  // phone, a quick finger, the keyboard e2e on a loaded machine) found no listener and was lost.
  useLayoutEffect(() => {
    latest.current = close;
  });
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector("dialog:modal")) return;
      latest.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

/** The element that has the focus now, if it is a control (not the page itself). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Gives the focus back once a drawer or dialog has gone: to the control that opened it, or, when
 * none did (a popup that opened by itself, a page loaded with a drawer open), to the page's main
 * content, never to <body>, where a keyboard or screen-reader user starts over from the top.
 */
export function returnFocus(opener: HTMLElement | null, inside?: Element | null) {
  if (opener?.isConnected && !inside?.contains(opener)) {
    opener.focus();
    return;
  }
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected || inside?.contains(active))
    document.getElementById("main")?.focus({ preventScroll: true });
}
