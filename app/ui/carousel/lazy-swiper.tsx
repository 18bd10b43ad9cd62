import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import type { SwiperOptions } from "swiper/types";

type SwiperModuleName = "a11y" | "autoplay" | "grid" | "navigation" | "pagination";
type SwiperSlideView = { key: string; content: ReactNode; style?: CSSProperties };
export type SwiperViewProps = {
  modules: SwiperModuleName[];
  options: SwiperOptions;
  slides: SwiperSlideView[];
  /** Our own arrow buttons, rendered before the carousel, for the Navigation module. */
  arrows?: { prev: RefObject<HTMLButtonElement | null>; next: RefObject<HTMLButtonElement | null> };
};
/** How many slides show before Swiper starts (default all): a carousel far down renders its first view only. */
type LazySwiperProps = SwiperViewProps & { slidesBeforeStart?: number };
type SwiperViewComponent = (props: SwiperViewProps) => ReactNode;

/** How far ahead of the viewport a carousel starts loading Swiper. */
const NEAR_VIEWPORT = "200px";

let swiperView: Promise<SwiperViewComponent> | null = null;
/** Swiper's chunk, asked for once by whichever carousel comes near first. */
const loadSwiperView = () => (swiperView ??= import("./swiper-view").then((module) => module.SwiperView));

/**
 * Runs `start` when the main thread is idle: each carousel starts Swiper in its own task, so the
 * carousels of the first screen do not add up to one long task while the page is still loading.
 */
function whenIdle(start: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 1000 });
  else setTimeout(start, 0);
}

/**
 * A Swiper that costs nothing until it is near the viewport. The server (and the client until then)
 * renders the markup Swiper renders before it starts (`.swiper > .swiper-wrapper > .swiper-slide`),
 * which our CSS lays out as a row that scrolls sideways, so it works without JavaScript; when the
 * carousel comes near, Swiper and its CSS are imported and take over (with every slide).
 */
export function LazySwiper({ slidesBeforeStart, ...props }: LazySwiperProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [View, setView] = useState<SwiperViewComponent | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void loadSwiperView().then((view) =>
          whenIdle(() => {
            if (!cancelled) setView(() => view);
          }),
        );
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);
  if (View) return <View {...props} />;
  return (
    <div ref={ref} className="swiper">
      <div className="swiper-wrapper">
        {props.slides.slice(0, slidesBeforeStart).map((slide) => (
          <div key={slide.key} className="swiper-slide" style={slide.style}>
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  );
}
