// Browser only: the lazy tile artwork's observer (decision 0055).

/**
 * Artwork further down or sideways waits for the page's scripts (after hydration; tile-markup.ts
 * draws it as a blank pixel with `data-src`):
 * on a slow line Chromium fetches lazy images several screens ahead, about forty on home, and they
 * shared the line with the scripts the page needs to work (decision 0055). Then each image is asked
 * for once it comes within half a screen (its carousel's width sideways): all at once, home's
 * artwork kept the main thread busy right after hydration. Without JavaScript the `<noscript>`
 * copy is the image (the blank one is hidden by games.css).
 */
export function showArtwork(root: ParentNode) {
  const images = root.querySelectorAll<HTMLImageElement>("img[data-src]");
  if (typeof IntersectionObserver === "undefined") return images.forEach(reveal);
  nearScreen ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearScreen!.unobserve(entry.target);
        reveal(entry.target as HTMLImageElement);
      }
    },
    // scrollMargin: a carousel's clip counts as a scroller's (Chromium 120 on; ignored before).
    { rootMargin: "50% 0px", scrollMargin: "100% 0px" } as IntersectionObserverInit,
  );
  for (const image of images) nearScreen.observe(image);
}

let nearScreen: IntersectionObserver | null = null;

/** An image's artwork asked for: its `data-src` becomes its `src` (LaterImage uses it too). */
export function reveal(image: HTMLImageElement) {
  image.src = image.dataset.src!;
  image.removeAttribute("data-src");
}
