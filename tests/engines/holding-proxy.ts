// A loopback proxy in front of the BFF that can hold requests back, as a slow phone line does: a
// journey asks it to hold what matches, waits until the page has asked for it, acts (leaves the page),
// then lets it through. Everything else passes as it is.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Held = { url: string; release: () => void };

export async function startHoldingProxy(target: string) {
  const upstream = new URL(target);
  let holding: RegExp | null = null;
  const held: Held[] = [];
  let onHeld: (() => void) | null = null;

  const pass = (incoming: IncomingMessage, answer: ServerResponse) => {
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (from) => {
        answer.writeHead(from.statusCode ?? 502, from.headers);
        from.pipe(answer);
      },
    );
    // A browser that gave up on a request (it left the page) closes it: nothing to answer.
    outgoing.on("error", () => answer.destroy());
    answer.on("close", () => outgoing.destroy());
    incoming.pipe(outgoing);
  };

  const server = createServer((incoming, answer) => {
    if (holding?.test(incoming.url ?? "")) {
      held.push({ url: incoming.url ?? "", release: () => pass(incoming, answer) });
      onHeld?.();
      return;
    }
    pass(incoming, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** From now on, requests whose path and query match `pattern` wait until `release`. */
    hold(pattern: RegExp) {
      holding = pattern;
    },
    /** The first held request's address once the page has asked for one; fails after `ms`. */
    held(ms = 15_000): Promise<string> {
      if (held.length > 0) return Promise.resolve(held[0]!.url);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          onHeld = null;
          reject(new Error(`no request matching ${holding} in ${ms} ms`));
        }, ms);
        onHeld = () => {
          clearTimeout(timer);
          resolve(held[0]!.url);
        };
      });
    },
    /** Stops holding and lets every held request through. */
    release() {
      holding = null;
      onHeld = null;
      for (const request of held.splice(0)) request.release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
