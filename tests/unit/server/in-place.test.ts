import { describe, expect, it } from "vitest";
import { inPlace, inPlaceBy } from "~/.server/in-place";

describe("inPlaceBy", () => {
  it("answers the value of a block settled by the deadline, and the promise itself of a late one", async () => {
    const blocks = inPlaceBy(30);
    const late = new Promise<string>((resolve) => setTimeout(() => resolve("late"), 200));
    const [ready, streamed] = await Promise.all([
      blocks.settle(Promise.resolve("ready")),
      blocks.settle(late),
    ]);
    blocks.done();
    expect(inPlace(ready)).toBe("ready");
    // The same promise, not one that waited for it: the page streams it.
    expect(inPlace(streamed)).toBe(late);
    expect(await inPlace(streamed)).toBe("late");
  });

  it("keeps a value that is itself falsy or empty", async () => {
    const blocks = inPlaceBy(30);
    const settled = await Promise.all([null, [], 0].map((v) => blocks.settle(Promise.resolve(v))));
    blocks.done();
    expect(settled.map(inPlace)).toEqual([null, [], 0]);
  });
});
