import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { SWIPE_FLAG_RESET_MS, transitionFor } from "~/domain/transition";
import { pageOf } from "~/domain/ui-params";

/**
 * A 300 ms fade on every navigation (CSS), none when the user went back with a swipe of more than
 * 100 px: the gesture already moved the page. Server render and first paint have no animation.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const swipe = useRef({ startX: 0, distance: 0, at: 0 });
  const [animate, setAnimate] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    const start = (e: TouchEvent) => {
      swipe.current.startX = e.touches[0]?.clientX ?? 0;
    };
    const end = (e: TouchEvent) => {
      swipe.current.distance = (e.changedTouches[0]?.clientX ?? 0) - swipe.current.startX;
      swipe.current.at = Date.now();
    };
    window.addEventListener("touchstart", start, { passive: true });
    window.addEventListener("touchend", end, { passive: true });
    return () => {
      window.removeEventListener("touchstart", start);
      window.removeEventListener("touchend", end);
    };
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const recentSwipe = Date.now() - swipe.current.at < SWIPE_FLAG_RESET_MS ? swipe.current.distance : 0;
    setAnimate(transitionFor({ isBack: navigationType === "POP", swipeDistance: recentSwipe }) === "fade");
  }, [location.key, navigationType]);

  return (
    // Keyed by the page, not the location: a form posted to its own page (a code sent, a refused
    // login) makes a new location, and remounting the page then wiped what the player typed since;
    // so did opening the site menu (?menu=left). Another page (path or query) is a new one.
    <div key={pageOf(location.pathname, location.search)} className={animate ? "page page--fade" : "page"}>
      {children}
    </div>
  );
}
