import { useEffect, useRef, type ImgHTMLAttributes } from "react";
import { BLANK_IMAGE } from "./blank-image";
import { reveal } from "./games/show-artwork";

type LaterImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "loading"> & { src: string };

/**
 * An image the first screen does not show (a banner after the first, a vendor logo past the strip's
 * edge), asked for once the page has hydrated: Chromium fetches lazy images a few screens ahead,
 * sideways too, and on a slow line they shared it with the page's scripts (decision 0055, as for game
 * tiles). Until then it is a transparent pixel in its box (its CSS gives the aspect ratio); without
 * JavaScript the `<noscript>` copy is the image (app.css hides the pixel).
 */
export function LaterImage({ src, ...image }: LaterImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (ref.current?.dataset.src) reveal(ref.current);
  }, [src]);
  return (
    <>
      <img ref={ref} src={BLANK_IMAGE} data-src={src} {...image} />
      <noscript>
        <img src={src} loading="lazy" {...image} />
      </noscript>
    </>
  );
}
