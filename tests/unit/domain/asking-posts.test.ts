import { describe, expect, it } from "vitest";
import { onlyAsks } from "~/domain/asking-posts";

const post = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

describe("onlyAsks", () => {
  it("is true for Get code and New image", () => {
    expect(onlyAsks(post({ intent: "sendCode", mobileNum: "13800000001" }))).toBe(true);
    expect(onlyAsks(post({ intent: "captcha" }))).toBe(true);
  });
  it("is false for a form's own submission, a post without intent, or none", () => {
    expect(onlyAsks(post({ intent: "reset" }))).toBe(false);
    expect(onlyAsks(post({ username: "player1" }))).toBe(false);
    expect(onlyAsks(undefined)).toBe(false);
  });
});
