import { describe, expect, it } from "vitest";
import { vipProgress } from "~/domain/vip";

const levels = [
  { level: 0, name: "VIP0", requiredStakeCents: 0 },
  { level: 1, name: "VIP1", requiredStakeCents: 100000 },
  { level: 2, name: "VIP2", requiredStakeCents: 500000 },
];

describe("vipProgress", () => {
  it("measures the stake against the next level's requirement", () => {
    expect(vipProgress({ levels, level: 0, stakeCents: 25000 })).toEqual({
      stakeCents: 25000,
      next: levels[1],
      percent: 25,
    });
  });

  it("counts towards the level after the one held by label", () => {
    expect(vipProgress({ levels, level: 1, stakeCents: 0 }).next?.name).toBe("VIP2");
  });

  it("is complete at the highest level", () => {
    expect(vipProgress({ levels, level: 2, stakeCents: 9 })).toMatchObject({ next: null, percent: 100 });
  });

  it("never shows more than 100 % nor a negative stake", () => {
    expect(vipProgress({ levels, level: 0, stakeCents: 900000 }).percent).toBe(100);
    expect(vipProgress({ levels, level: 0, stakeCents: -500 }).stakeCents).toBe(0);
  });
});
