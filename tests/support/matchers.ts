// Matchers that say what a route's answer means (issue 48): `expect(answer).toRedirectTo("/m/login")`
// and `await expect(answer).toFlash({ messageKey: "..." })` instead of digging in headers and cookies.
// Registered for the unit and integration projects (vitest.config.ts, setupFiles).
import { expect } from "vitest";
import { takeFlash, type Flash } from "~/.server/flash";

declare module "vitest" {
  interface Matchers<R> {
    /** A redirect (302 or 303) to `location` (exactly, or matching the pattern). */
    toRedirectTo(location: string | RegExp): R;
    /** The answer sets a flash toast (any, or one with these fields), as the next page reads it. */
    toFlash(flash?: Partial<Flash>): Promise<R>;
  }
}

const isResponse = (value: unknown): value is Response => value instanceof Response;

expect.extend({
  toRedirectTo(received: unknown, location: string | RegExp) {
    const { isNot, utils } = this;
    if (!isResponse(received)) {
      return {
        pass: false,
        message: () => `expected a redirect Response, got ${utils.printReceived(received)}`,
      };
    }
    const actual = received.headers.get("Location");
    const redirects = received.status === 302 || received.status === 303;
    const there =
      actual !== null && (typeof location === "string" ? actual === location : location.test(actual));
    return {
      pass: redirects && there,
      message: () =>
        `expected ${received.status} ${actual ?? "(no Location)"} ${isNot ? "not " : ""}to redirect to ${String(location)}`,
    };
  },

  async toFlash(received: unknown, flash: Partial<Flash> = {}) {
    const { isNot, equals, utils } = this;
    const cookie = isResponse(received)
      ? received.headers
          .getSetCookie()
          .find((c) => c.startsWith("flash="))
          ?.split(";")[0]
      : undefined;
    const carried = cookie
      ? (await takeFlash(new Request("http://localhost/m/home", { headers: { Cookie: cookie } }))).flash
      : null;
    const pass = carried !== null && equals(carried, expect.objectContaining(flash));
    return {
      pass,
      message: () =>
        `expected the answer ${isNot ? "not " : ""}to carry the flash ${utils.printExpected(flash)}, it carries ${utils.printReceived(carried)}`,
    };
  },
});
