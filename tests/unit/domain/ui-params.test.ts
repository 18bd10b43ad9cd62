import { describe, expect, it } from "vitest";
import { keepDataForUiParams, onlyUiParamsChanged, pageOf } from "~/domain/ui-params";

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

describe("pageOf", () => {
  it("is the same page with a drawer or the popup open", () => {
    expect(pageOf("/m/feedback", "?menu=left")).toBe("/m/feedback");
    expect(pageOf("/m/feedback", "")).toBe("/m/feedback");
    expect(pageOf("/m/home", "?vendor=PP&download=1")).toBe("/m/home?vendor=PP");
  });
  it("is another page with another path or query", () => {
    expect(pageOf("/m/slot-games", "?vendor=PP&menu=left")).not.toBe(pageOf("/m/slot-games", "?vendor=PG"));
    expect(pageOf("/m/login", "?side=agent")).toBe("/m/login?side=agent");
    // The order of the query does not make another page.
    expect(pageOf("/m/list", "?b=2&a=1")).toBe(pageOf("/m/list", "?a=1&b=2"));
  });
});

describe("keepDataForUiParams", () => {
  const args = (from: string, to: string, formMethod?: string) => ({
    currentUrl: url(from),
    nextUrl: url(to),
    formMethod,
    defaultShouldRevalidate: true,
  });
  it("keeps the page's data when only a drawer or the popup opens or closes", () => {
    expect(keepDataForUiParams(args("/m/feedback", "/m/feedback?menu=left"))).toBe(false);
    expect(keepDataForUiParams(args("/m/withdraw?menu=left", "/m/withdraw"))).toBe(false);
  });
  it("leaves anything else to React Router: another page, a post, the same address again", () => {
    expect(keepDataForUiParams(args("/m/feedback", "/m/withdraw?menu=left"))).toBe(true);
    expect(keepDataForUiParams(args("/m/feedback", "/m/feedback?menu=left", "POST"))).toBe(true);
    expect(keepDataForUiParams(args("/m/feedback", "/m/feedback"))).toBe(true);
  });
  it("keeps the page's data after a post that only asks for a picture or an SMS code", () => {
    const asking = (intent: string) => {
      const formData = new FormData();
      formData.set("intent", intent);
      return { ...args("/m/forget", "/m/forget", "POST"), formData };
    };
    expect(keepDataForUiParams(asking("sendCode"))).toBe(false);
    expect(keepDataForUiParams(asking("captcha"))).toBe(false);
    // The form's own submission (the reset, a login) may change what the page shows.
    expect(keepDataForUiParams(asking("reset"))).toBe(true);
  });
});
