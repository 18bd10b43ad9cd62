import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback HTTP proxy in front of `target`, for tests that must hold a call on its way (a gate):
 * `before(url, headers)` runs for every request and the request goes on when it resolves.
 */
export async function startProxy(
  target: string,
  before: (url: string, headers: http.IncomingHttpHeaders) => Promise<void> | void,
) {
  const server = http.createServer((req, res) => {
    // A call still held when its test ends meets a target already stopped: answered 502, never an
    // unhandled rejection in the test run.
    forward(req, res).catch(() => {
      if (res.headersSent || res.destroyed) res.destroy();
      else res.writeHead(502).end();
    });
  });
  const forward = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    await before(req.url ?? "/", req.headers);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (name !== "host" && name !== "content-length" && typeof value === "string") headers.set(name, value);
    }
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
    res.end(body);
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
