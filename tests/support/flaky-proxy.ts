import http from "node:http";
import type { AddressInfo } from "node:net";

/** How the line behaves: every call waits a random time in `delayMs`; `dropRate` of them are cut. */
export type Flakiness = { delayMs: readonly [number, number]; dropRate: number };

/**
 * A loopback proxy in front of a backend that is slow but alive (issue 62): each call waits a random
 * time before it is passed on, and some connections are cut without an answer (the caller sees a
 * reset). It starts as a plain pass-through; `set` makes it flaky. The random draws come from `seed`,
 * so a run's sequence of delays and drops is the same each time (their timing still varies).
 */
export async function startFlakyProxy(target: string, seed = 62) {
  const upstream = new URL(target);
  let flakiness: Flakiness = { delayMs: [0, 0], dropRate: 0 };
  const random = mulberry32(seed);
  const server = http.createServer((req, res) => {
    const drop = random() < flakiness.dropRate;
    const [min, max] = flakiness.delayMs;
    const delay = min + random() * (max - min);
    const timer = setTimeout(() => {
      if (drop) return req.socket.destroy();
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => res.destroy());
      res.on("close", () => forward.destroy());
      req.pipe(forward);
    }, delay);
    // The caller gave up (its timeout): nothing to pass on.
    res.on("close", () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set(next: Flakiness) {
      flakiness = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small seeded random generator (numbers in [0, 1)). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
