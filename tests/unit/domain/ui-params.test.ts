import { describe, expect, it } from "vitest";
import { onlyUiParamsChanged } from "~/domain/ui-params";

const url = (path: string) => new URL(path, "http://localhost");

describe("onlyUiParamsChanged", () => {
  it("opening, switching and closing the download popup or a drawer", () => {
    expect(onlyUiParamsChanged(url("/m/home"), url("/m/home?download=1"))).toBe(true);
    expect(onlyUiParamsChanged(url("/m/home?download=1"), url("/m/home?download=home"))).toBe(true);
    expect(onlyUiParamsChanged(url("/m/home?vendor=PP&download=1"), url("/m/home?vendor=PP"))).toBe(true);
    expect(onlyUiParamsChanged(url("/m/home"), url("/m/home?menu=left"))).toBe(true);
  });
  it("anything else the page may read", () => {
    expect(onlyUiParamsChanged(url("/m/home?download=1"), url("/m/home?vendor=PP"))).toBe(false);
    expect(onlyUiParamsChanged(url("/m/home"), url("/m/activity?download=1"))).toBe(false);
    // The same address again is a refresh, not a layer change.
    expect(onlyUiParamsChanged(url("/m/home?download=1"), url("/m/home?download=1"))).toBe(false);
  });
});
