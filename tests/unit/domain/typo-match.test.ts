// One typo in a word is forgiven (issue 24): a letter missing, extra or wrong, or two neighbours swapped.
import { describe, expect, it } from "vitest";
import { editDistance, editsAllowed, wordFits, wordsFitting } from "~/domain/typo-match";

describe("editDistance", () => {
  it.each([
    ["fortune", "fortune", 0],
    ["fotrune", "fortune", 1],
    ["pheonix", "phoenix", 1],
    ["tigar", "tiger", 1],
    ["swet", "sweet", 1],
    ["bonaza", "bonanza", 1],
    ["olympos", "olympus", 1],
    ["treasure", "fortune", 6],
  ])("%s to %s: %d", (a, b, d) => expect(editDistance(a, b, 5)).toBe(d));

  it("stops counting past the bound", () => {
    expect(editDistance("treasure", "fortune", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("wordFits", () => {
  it("takes the word, its beginning, or one edit from 4 letters and two from 8", () => {
    expect(editsAllowed("ox")).toBe(0);
    expect(editsAllowed("tigar")).toBe(1);
    expect(editsAllowed("bonannzza")).toBe(2);
    expect(wordFits("bon", "bonanza")).toBe(true);
    expect(wordFits("fotrune", "fortune")).toBe(true);
    expect(wordFits("tiger", "treasure")).toBe(false);
    expect(wordFits("ix", "ox")).toBe(false);
  });

  it("counts the typed words a game's words fit", () => {
    expect(wordsFitting(["pheonix", "heist"], ["phoenix", "heist"])).toBe(2);
    expect(wordsFitting(["pheonix", "heist"], ["lucky", "heist"])).toBe(1);
  });
});
