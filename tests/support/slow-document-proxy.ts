import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as pause } from "node:timers/promises";

/**
 * A loopback proxy in front of `target` that delivers every HTML document in small pieces with a
 * pause between them, as a slow phone line does: the browser parses and runs scripts while the rest
 * of the document is still on its way. Everything else (scripts, styles, data) passes as it comes.
 * The Host header is kept, so the page's own forms and origin checks work through it.
 * `stall`: the line also stalls for `ms` once, `bytes` past the first `after` in the document;
 * `otherDelayMs`: every other answer starts that late.
 */
export async function startSlowDocumentProxy(
  target: string,
  {
    pieceBytes = 1024,
    pauseMs = 4,
    stall,
    otherDelayMs = 0,
  }: {
    pieceBytes?: number;
    pauseMs?: number;
    stall?: { after: string; bytes: number; ms: number };
    otherDelayMs?: number;
  } = {},
) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    // Documents uncompressed, so that a piece is a piece of the HTML the parser reads.
    if ((req.headers.accept ?? "").includes("text/html")) delete headers["accept-encoding"];
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      async (answer) => {
        const html = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!html) {
          await pause(otherDelayMs);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const { "content-length": _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, rest);
        const chunks: Buffer[] = [];
        for await (const chunk of answer as AsyncIterable<Buffer>) chunks.push(chunk);
        const document = Buffer.concat(chunks);
        const found = stall ? document.indexOf(stall.after) : -1;
        const stallAt = found < 0 ? -1 : found + stall!.after.length + stall!.bytes;
        for (let at = 0; at < document.length;) {
          const end = at < stallAt && stallAt < at + pieceBytes ? stallAt : at + pieceBytes;
          if (res.destroyed) return;
          res.write(document.subarray(at, end));
          await pause(end === stallAt ? stall!.ms : pauseMs);
          at = end;
        }
        res.end();
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
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
