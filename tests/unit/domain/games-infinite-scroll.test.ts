import { expect, it } from "vitest";
import { mayLoadMore, SCROLL_ROOT_MARGIN } from "~/domain/infinite-scroll";

it("loads at most once a second and never while a load is under way", () => {
  expect(mayLoadMore(5000, null, false)).toBe(true);
  expect(mayLoadMore(5000, 4200, false)).toBe(false);
  expect(mayLoadMore(5000, 4000, false)).toBe(true);
  expect(mayLoadMore(9000, 1000, true)).toBe(false);
});

it("fires 300 px before the end of the list", () => expect(SCROLL_ROOT_MARGIN).toBe("0px 0px 300px 0px"));
