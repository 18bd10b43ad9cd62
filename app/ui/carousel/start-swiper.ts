// Loaded on demand by LazySwiper (never in a page's first-load JavaScript): Swiper's core, its
// modules and CSS. Swiper starts on the markup React rendered, so no slide is rendered anew.
import Swiper from "swiper";
import { A11y, Autoplay, Grid, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";
import "swiper/css";
import "swiper/css/grid";
import "swiper/css/pagination";
import type { SwiperStart } from "./swiper-start";

const MODULES = {
  a11y: A11y,
  autoplay: Autoplay,
  grid: Grid,
  navigation: Navigation,
  pagination: Pagination,
};

/**
 * Starts Swiper on a carousel's `.swiper` element (with its `.swiper-wrapper` and, for pagination,
 * its `.swiper-pagination`); returns what stops it. Our own arrow buttons go to Navigation. A slide
 * that holds the focus is brought into view, as a focus after the start would be.
 */
export function startSwiper(element: HTMLElement, { modules, options, arrows }: SwiperStart): () => void {
  const params: SwiperOptions = { ...options, modules: modules.map((name) => MODULES[name]) };
  if (typeof params.navigation === "object" && arrows) {
    params.navigation = { ...params.navigation, prevEl: arrows.prev.current, nextEl: arrows.next.current };
  }
  if (typeof params.pagination === "object") {
    params.pagination = {
      ...params.pagination,
      el: element.querySelector<HTMLElement>(":scope > .swiper-pagination"),
    };
  }
  // Before the start the row scrolled sideways by itself; Swiper moves it by transform, from 0.
  const wrapper = element.querySelector<HTMLElement>(":scope > .swiper-wrapper");
  if (wrapper) wrapper.scrollLeft = 0;

  const swiper = new Swiper(element, params);
  const focusedSlide = document.activeElement?.closest<HTMLElement>(".swiper-slide");
  if (focusedSlide && element.contains(focusedSlide)) {
    if (params.loop) swiper.slideToLoop(Number(focusedSlide.dataset.swiperSlideIndex), 0);
    else swiper.slideTo(swiper.slides.indexOf(focusedSlide), 0);
  }
  const stopLoopFocus = params.loop ? focusOnShownSlideOnly(swiper, element) : () => {};
  // React keeps owning the slides: leave their inline styles (ours among them) in place.
  return () => {
    stopLoopFocus();
    swiper.destroy(true, false);
  };
}

/**
 * Loop mode keeps slides beside the shown one, off screen: only the shown slide takes focus (the
 * bullets pick another), and autoplay waits while the focus is inside, so a focused slide is never
 * moved away from under it.
 */
function focusOnShownSlideOnly(swiper: Swiper, element: HTMLElement): () => void {
  const update = () => swiper.slides.forEach((slide, index) => (slide.inert = index !== swiper.activeIndex));
  const pause = () => swiper.autoplay?.pause();
  const resume = (event: FocusEvent) => {
    if (!element.contains(event.relatedTarget as Node | null)) swiper.autoplay?.resume();
  };
  update();
  swiper.on("slideChange", update);
  swiper.on("loopFix", update);
  element.addEventListener("focusin", pause);
  element.addEventListener("focusout", resume);
  return () => {
    element.removeEventListener("focusin", pause);
    element.removeEventListener("focusout", resume);
    swiper.slides.forEach((slide) => (slide.inert = false));
  };
}
