import { Link } from "react-router";
import { bannerCarouselOptions } from "~/domain/banner";
import { LazySwiper } from "./carousel/lazy-swiper";
import { LaterImage } from "./later-image";
import { useT } from "./use-t";

export type BannerView = { id: number; image: string; link: string | null };

/**
 * Home banners (Swiper, loaded once the carousel is near the viewport). Rendered on the server, so
 * the first banner shows before (or without) JavaScript; autoplay 5 s, loop and 1 s speed only with
 * more than one banner.
 */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const t = useT();
  if (banners.length === 0) return null;
  const options = bannerCarouselOptions(banners.length);
  return (
    <section className="banner-carousel" aria-label={t("home.banners")} aria-roledescription="carousel">
      <LazySwiper
        modules={["autoplay", "pagination", "a11y"]}
        options={{
          autoplay: { delay: options.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
          loop: options.loop,
          speed: options.speedMs,
          pagination: banners.length > 1 ? { clickable: true } : false,
          a11y: { enabled: true },
        }}
        slides={banners.map((banner, index) => {
          const alt = t("home.bannerSlide", { index: index + 1, count: banners.length });
          // The first banner is the first screen's largest image; the others wait for hydration.
          const image =
            index === 0 ? (
              <img src={banner.image} alt={alt} width={750} height={300} fetchPriority="high" />
            ) : (
              <LaterImage src={banner.image} alt={alt} width={750} height={300} />
            );
          return {
            key: String(banner.id),
            content: banner.link ? <Link to={banner.link}>{image}</Link> : image,
          };
        })}
      />
    </section>
  );
}
