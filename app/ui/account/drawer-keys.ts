import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { focusedControl, returnFocus, useEscapeKey } from "../escape-key";

/**
 * Keyboard for a side drawer (opened by the address, `?menu=left|right`): Escape goes to the address
 * without it, and when the drawer closes by Escape or its close links, the control that opened it
 * (or the header's opener of that side, after a page load with the drawer open) has the focus again.
 * Returns the click handler for the close links. Call it before the drawer moves the focus into itself.
 */
export function useDrawerKeys(side: "left" | "right", closeHref: string) {
  const navigate = useNavigate();
  const returning = useRef(false);
  useEffect(() => {
    const opener =
      focusedControl() ?? document.querySelector<HTMLElement>(`.site-header a[href*="menu=${side}"]`);
    return () => {
      if (returning.current) returnFocus(opener);
    };
  }, [side]);
  useEscapeKey(() => {
    returning.current = true;
    void navigate(closeHref, { preventScrollReset: true });
  });
  return () => {
    returning.current = true;
  };
}
