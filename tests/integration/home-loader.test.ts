// The home loader called with a real Request against the reference backend.
import { afterAll, beforeAll, expect, it } from "vitest";
import { loader } from "~/routes/home";
import { request, runRoute, testServices, unwrap } from "../support/route";
import { startBackend, type RunningBackend } from "../support/servers";

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

it("returns the m_home banners in order, through our image path, and the notice titles only", async () => {
  const services = testServices(backend.url);
  const { data, status } = unwrap<Awaited<ReturnType<typeof loader>>["data"]>(
    await runRoute(services, loader, request("/m/home")),
  );
  expect(status).toBe(200);
  expect(data.banners.length).toBeGreaterThan(1);
  for (const banner of data.banners) expect(banner.image).toMatch(/^\/cdn\/banners\/\d+\.svg$/);
  expect(data.notices.length).toBeGreaterThan(0);
  expect(Object.keys(data.notices[0]).sort()).toEqual(["id", "title"]);
});

it("writes the winners' amounts as money in the visitor's language (issue 23: it printed 240418.47)", async () => {
  const services = testServices(backend.url);
  const winnersIn = async (language: string) => {
    const { data } = unwrap<Awaited<ReturnType<typeof loader>>["data"]>(
      await runRoute(services, loader, request("/m/home", { headers: { "Accept-Language": language } })),
    );
    return (await data.games.winners).map((w) => w.amount);
  };
  const english = await winnersIn("en");
  expect(english.length).toBeGreaterThan(0);
  for (const amount of english) expect(amount).toMatch(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
  // Vietnamese groups with "." and writes the decimals after ",".
  for (const amount of await winnersIn("vi")) expect(amount).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s¥$/);
});

it("answers 503 when the backend cannot be reached", async () => {
  const services = testServices("http://127.0.0.1:9", { backendTimeoutMs: 500 });
  const { status } = unwrap(await runRoute(services, loader, request("/m/home")));
  expect(status).toBe(503);
});
