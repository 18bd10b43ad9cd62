import { useEscapeKey } from "./escape-key";

/**
 * Popups that open as the page's `:target` (the app download popup, the games filter) and close
 * through their `href="#"` link, so they work without JavaScript. With it, Escape closes the open one
 * as that link would, without jumping to the top, and gives the focus back to the link that opened it.
 */
export function useEscapeClosesTargetPopup() {
  useEscapeKey(() => {
    const popup = document.querySelector<HTMLElement>(":target");
    if (!popup?.id || !popup.querySelector('a[href="#"]')) return;
    const opener = document.querySelector<HTMLElement>(`a[href="#${CSS.escape(popup.id)}"]`);
    const { scrollX, scrollY } = window;
    window.location.hash = "";
    window.scrollTo(scrollX, scrollY);
    opener?.focus();
  });
}
