// Load shedding's rule (server/overload.ts): reads are answered 503 at once while the event loop runs
// too far behind or too many are in flight; posts, probes and files never are.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventLoopLag, shedWhenOverloaded } from "../../../server/overload";

let lag = 0;
const shed: string[] = [];
let url = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  const app = express();
  app.use(
    shedWhenOverloaded({
      maxInFlight: 10,
      maxLagMs: 1000,
      retryAfterSeconds: 2,
      lag: () => lag,
      onShed: (reason) => shed.push(reason),
    }),
  );
  app.all("/{*path}", (_req, res) => void res.send("served"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const status = (path: string, method = "GET") => fetch(url + path, { method }).then((r) => r.status);

it("sheds reads while the event loop runs its bound behind, and serves again once it catches up", async () => {
  lag = 1200;
  expect(await status("/m/home")).toBe(503);
  expect(await status("/m/home.data")).toBe(503);
  expect(shed).toEqual(["lag", "lag"]);
  for (const path of ["/healthz", "/readyz", "/metrics", "/assets/root-abc.js", "/robots.txt"])
    expect(await status(path)).toBe(200);
  expect(await status("/m/voucherCenter", "POST")).toBe(200);
  lag = 999;
  expect(await status("/m/home")).toBe(200);
});

it("measures how late a timer fires as the event loop's lag", async () => {
  const loop = eventLoopLag(20);
  try {
    const until = performance.now() + 150;
    while (performance.now() < until); // the loop held for 150 ms
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(loop.lag()).toBeGreaterThanOrEqual(100);
  } finally {
    loop.stop();
  }
});
