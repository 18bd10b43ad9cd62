import { describe, expect, it } from "vitest";
import { drawNumbers } from "~/domain/lottery";

describe("drawNumbers", () => {
  it.each([
    ["4,9,7,5,6", ["4", "9", "7", "5", "6"]],
    [" 1, 2 ,3", ["1", "2", "3"]],
    ["", []],
    ["7,,8", ["7", "8"]],
  ])("%j -> %j", (result, numbers) => expect(drawNumbers(result)).toEqual(numbers));
});
