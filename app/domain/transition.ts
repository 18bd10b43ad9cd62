// Page transitions (games §2, accounts §2): a 300 ms fade, none after a swipe-back of more than 100 px
// (the swipe gesture already animated the page away; fading again would play it twice).
export const SWIPE_BACK_THRESHOLD_PX = 100;
export const SWIPE_FLAG_RESET_MS = 500;

export function transitionFor(nav: { isBack: boolean; swipeDistance: number }): "fade" | "none" {
  return nav.isBack && nav.swipeDistance > SWIPE_BACK_THRESHOLD_PX ? "none" : "fade";
}
