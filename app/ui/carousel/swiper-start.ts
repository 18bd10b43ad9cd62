// What a carousel hands Swiper when it starts: its own module, so the lazy carousel and the Swiper
// chunk (start-swiper.ts) share it without importing each other.
import type { RefObject } from "react";
import type { SwiperOptions } from "swiper/types";

type SwiperModuleName = "a11y" | "autoplay" | "grid" | "navigation" | "pagination";
/** What Swiper starts with (start-swiper.ts). */
export type SwiperStart = {
  modules: SwiperModuleName[];
  options: SwiperOptions;
  /** Our own arrow buttons, rendered before the carousel, for the Navigation module. */
  arrows?: { prev: RefObject<HTMLButtonElement | null>; next: RefObject<HTMLButtonElement | null> };
};
