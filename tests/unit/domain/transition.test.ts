import { describe, expect, it } from "vitest";
import { SWIPE_BACK_THRESHOLD_PX, SWIPE_FLAG_RESET_MS, transitionFor } from "~/domain/transition";

describe("transitionFor", () => {
  it("uses the spec constants", () =>
    expect([SWIPE_BACK_THRESHOLD_PX, SWIPE_FLAG_RESET_MS]).toEqual([100, 500]));
  it.each([
    [false, 0, "fade"],
    [false, 500, "fade"],
    [true, 0, "fade"],
    [true, 100, "fade"],
    [true, 101, "none"],
  ] as const)("isBack=%s swipe=%i -> %s", (isBack, swipeDistance, t) =>
    expect(transitionFor({ isBack, swipeDistance })).toBe(t),
  );
});
