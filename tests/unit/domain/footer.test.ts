import { describe, expect, it } from "vitest";
import { followLinks } from "~/domain/footer";

describe("followLinks", () => {
  it("spec order, only types with a url", () =>
    expect(
      followLinks([
        { type: "TELEGRAM", url: "t" },
        { type: "FACEBOOK", url: "" },
        { type: "TWITTER", url: "x" },
        { type: "YOUTUBE", url: null },
        { type: "INSTAGRAM", url: "i" },
      ]),
    ).toEqual([
      { type: "TWITTER", url: "x" },
      { type: "TELEGRAM", url: "t" },
    ]));
  it("empty without links", () => expect(followLinks([])).toEqual([]));
});
