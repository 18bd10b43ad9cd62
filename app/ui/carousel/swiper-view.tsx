// Loaded on demand by LazySwiper (never in a page's first-load JavaScript): Swiper, its modules and CSS.
import { A11y, Autoplay, Grid, Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/grid";
import "swiper/css/pagination";
import type { SwiperViewProps } from "./lazy-swiper";

const MODULES = {
  a11y: A11y,
  autoplay: Autoplay,
  grid: Grid,
  navigation: Navigation,
  pagination: Pagination,
};

/** The Swiper a LazySwiper stands for; hands our own arrow buttons to Navigation as it starts. */
export function SwiperView({ modules, options, slides, arrows }: SwiperViewProps) {
  return (
    <Swiper
      modules={modules.map((name) => MODULES[name])}
      {...options}
      onBeforeInit={(swiper) => {
        const navigation = swiper.params.navigation;
        if (!arrows || typeof navigation !== "object") return;
        navigation.prevEl = arrows.prev.current;
        navigation.nextEl = arrows.next.current;
      }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} style={slide.style}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
