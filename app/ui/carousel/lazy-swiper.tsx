import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { SwiperStart } from "./swiper-start";
import { whenIdle } from "../when-idle";

type SwiperSlideView = { key: string; content: ReactNode; style?: CSSProperties };
type LazySwiperProps = SwiperStart & {
  slides: SwiperSlideView[];
  /** How many slides show before Swiper starts (default all): a carousel far down renders its first view only. */
  slidesBeforeStart?: number;
};
type StartSwiper = (element: HTMLElement, start: SwiperStart) => () => void;

/** How far ahead of the viewport a carousel starts loading Swiper. */
const NEAR_VIEWPORT = "200px";

let swiperStart: Promise<StartSwiper> | null = null;
/** Swiper's chunk, asked for once by whichever carousel comes near first. */
const loadSwiper = () => (swiperStart ??= import("./start-swiper").then((module) => module.startSwiper));

/**
 * A Swiper that costs nothing until it is near the viewport. The server (and the client until then)
 * renders Swiper's own markup (`.swiper > .swiper-wrapper > .swiper-slide`), which our CSS lays out
 * as a row that scrolls sideways, so it works without JavaScript. When the carousel comes near,
 * Swiper's core and CSS are imported, the slides left out so far are added, and Swiper starts on
 * these very elements: nothing is rendered anew, so focus and a tile's pending state stay.
 * A new set of slides makes a new carousel (Swiper's loop mode reorders the slides' elements).
 */
export function LazySwiper(props: LazySwiperProps) {
  return <SwiperMarkup key={props.slides.map((slide) => slide.key).join("\n")} {...props} />;
}

function SwiperMarkup({ slides, slidesBeforeStart, modules, options, arrows }: LazySwiperProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<StartSwiper | null>(null);
  const startOn = useEffectEvent((element: HTMLElement, startSwiper: StartSwiper) =>
    startSwiper(element, { modules, options, arrows }),
  );

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // When idle: each carousel starts Swiper in its own task, so the carousels of the first
        // screen do not add up to one long task while the page is still loading.
        void loadSwiper().then((startSwiper) =>
          whenIdle(() => {
            if (!cancelled) setStart(() => startSwiper);
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

  // Runs once every slide is rendered (the render that `start` caused).
  useEffect(() => {
    if (!start || !ref.current) return;
    return startOn(ref.current, start);
  }, [start]);

  return (
    <div ref={ref} className="swiper">
      <div className="swiper-wrapper">
        {(start ? slides : slides.slice(0, slidesBeforeStart)).map((slide) => (
          <div key={slide.key} className="swiper-slide" style={slide.style}>
            {slide.content}
          </div>
        ))}
      </div>
      {options.pagination ? <div className="swiper-pagination" /> : null}
    </div>
  );
}
