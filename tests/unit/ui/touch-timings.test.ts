import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MASK_GUARD_MS, maskTapCloses } from "~/domain/touch";

const css = readFileSync(new URL("../../../app/styles/app.css", import.meta.url), "utf8");

describe("the touch helper's timings (accounts §9)", () => {
  it("ignores a tap on a mask within 300 ms of its opening", () => {
    expect(MASK_GUARD_MS).toBe(300);
    expect(maskTapCloses(1000, 1000)).toBe(false);
    expect(maskTapCloses(1000, 1299)).toBe(false);
    expect(maskTapCloses(1000, 1300)).toBe(true);
  });

  it("shows the pressed look 130 ms into a press and keeps it 100 ms after (the stylesheet's)", () => {
    expect(css).toMatch(/--press-delay:\s*130ms;/);
    expect(css).toMatch(/--press-out-delay:\s*100ms;/);
    expect(css).toMatch(
      /\.button:active,\s*\.icon-button:active\s*\{[^}]*transition-delay:\s*var\(--press-delay\)/,
    );
    expect(css).toMatch(/\.button,\s*\.icon-button\s*\{[^}]*transition:[^;]*var\(--press-out-delay\)/);
  });
});
