import { connect } from "node:net";

export type RawAnswer = { status: number; head: string; headers: Record<string, string>; body: string };

/**
 * One HTTP/1.1 request written byte for byte on a fresh socket: odd methods, header names and values
 * and a `Content-Length` that does not match the body reach the server as given (fetch and
 * node:http would refuse to send them). Resolves with the answer's status, head and body once the
 * server closes the connection; a connection closed without a status line rejects.
 */
export function rawRequest(
  baseUrl: string,
  request: { method: string; target: string; headers: Array<[string, string]>; body?: Buffer },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  lines.push("Connection: close", "", "");
  const head = Buffer.from(lines.join("\r\n"), "latin1");
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error("no answer within 15 s")));
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may answer and close before it has read the whole body (a refused upload).
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    socket.on("close", () => {
      // Interim answers (100 Continue) come first; the final one is what counts.
      let text = Buffer.concat(chunks).toString("latin1");
      while (/^HTTP\/1\.1 1\d\d /.test(text) && text.includes("\r\n\r\n")) {
        text = text.slice(text.indexOf("\r\n\r\n") + 4);
      }
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!match) return reject(new Error(`no status line in ${JSON.stringify(text.slice(0, 200))}`));
      const end = text.indexOf("\r\n\r\n");
      const headText = end === -1 ? text : text.slice(0, end);
      const headers: Record<string, string> = {};
      for (const line of headText.split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(match[1]),
        head: headText,
        headers,
        body: end === -1 ? "" : text.slice(end + 4),
      });
    });
    socket.write(request.body ? Buffer.concat([head, request.body]) : head);
  });
}
