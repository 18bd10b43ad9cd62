// Odd addresses over HTTP (issue 14): a missing file is a bare 404, a malformed escape or a very long
// address reaches the app (corrected, or a page inside the shell), never a bare error of the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, startBff, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  backend = await startBackend();
  bff = await startBff(backend.url);
});
afterAll(async () => {
  await bff?.close();
  await backend?.close();
});

const get = (path: string) =>
  fetch(`${bff.url}${path}`, { redirect: "manual", headers: { "Accept-Language": "en" } });

describe("addresses", () => {
  it.each(["/assets/nope.js", "/assets/root-0ldBui1d.css", "/nope.js", "/images/logo.png"])(
    "%s is a bare 404, not a page",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/plain");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe("Not Found");
    },
  );

  it("a malformed escape is an unknown path like any other: home", async () => {
    const response = await get("/m/%E0%A4%A");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/m/home");
  });

  it("a launch address without a game says so on the launch page, with the way back (issue 23)", async () => {
    const response = await get("/m/launch");
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("No game was chosen. Pick one in the lobby.");
    expect(body).toContain('aria-label="Main menu"');
  });

  it("a 20,000-character address reaches the app", async () => {
    const response = await get(`/m/home?ref=${"a".repeat(20_000)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('aria-label="Main menu"');
  });

  it("a page error is a page inside the shell, with the menu and a way home", async () => {
    // A promotion that does not exist: the page throws its 404.
    const response = await get("/m/activityDetail?id=999999");
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain("Page not found");
    expect(body).toContain('aria-label="Main menu"');
    expect(body).toMatch(/<a[^>]*href="\/m\/home"[^>]*>Back to home/);
  });
});
