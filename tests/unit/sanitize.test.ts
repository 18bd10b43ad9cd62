import { describe, expect, it } from "vitest";
import { sanitizeBackendHtml } from "~/.server/sanitize";

const hosts = ["promo.example.com"];
const hrefOf = (html: string) => /href="([^"]*)"/.exec(sanitizeBackendHtml(html, hosts))?.[1] ?? null;

describe("sanitizeBackendHtml links", () => {
  it.each([
    ['<a href="/m/activityDetail?id=5">x</a>', "/m/activityDetail?id=5"],
    ['<a href="https://promo.example.com/summer">x</a>', "https://promo.example.com/summer"],
    ['<a href="mailto:help@example.com">x</a>', "mailto:help@example.com"],
  ])("keeps %s", (html, href) => expect(hrefOf(html)).toBe(href));

  it.each([
    '<a href="//other.site/x">x</a>',
    '<a href="https://other.site/">x</a>',
    '<a href="/.//other.site">x</a>',
    '<a href="javascript:alert(1)">x</a>',
  ])("drops the address of %s but keeps its text, opening safely", (html) => {
    const out = sanitizeBackendHtml(html, hosts);
    expect(out).not.toContain("href");
    expect(out).toContain(">x</a>");
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });
});
