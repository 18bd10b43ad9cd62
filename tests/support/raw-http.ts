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

/**
 * A POST of `size` body bytes in 64 KiB pieces, written as fast as the socket takes them, that stops
 * at the answer's first bytes: `start`, then filler, then `end` (a well-formed form when whole). Resolves with the answer's head (what came in its first chunk) and
 * how many body bytes had been written then: fewer than `size`, the server answered before it had
 * the whole body.
 */
export function postUntilAnswered(
  baseUrl: string,
  path: string,
  {
    size,
    framing,
    contentType,
    headers = [],
    start = "",
    end = "",
  }: {
    size: number;
    framing: "length" | "chunked";
    contentType: string;
    headers?: Array<[string, string]>;
    start?: string;
    end?: string;
  },
): Promise<{ head: string; statusLine: string; sent: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const filler = Buffer.alloc(64 * 1024, "a");
    const last = Buffer.from(end, "latin1");
    let sent = 0;
    let answered = false;
    socket.on("data", (data) => {
      if (answered) return;
      answered = true;
      const text = data.toString("latin1");
      const head = text.split("\r\n\r\n")[0];
      resolve({ head, statusLine: head.split("\r\n")[0], sent });
      socket.destroy();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered && error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    socket.on("close", () => {
      if (!answered) reject(new Error(`closed unanswered after ${sent} bytes`));
    });
    const lines = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, `Content-Type: ${contentType}`];
    for (const [name, value] of headers) lines.push(`${name}: ${value}`);
    lines.push(framing === "length" ? `Content-Length: ${size}` : "Transfer-Encoding: chunked", "", "");
    socket.write(lines.join("\r\n"));
    const piece = (at: number) => {
      if (at === 0 && start) return Buffer.from(start, "latin1");
      const left = size - at;
      if (left <= last.length) return last.subarray(last.length - left);
      return filler.subarray(0, Math.min(filler.length, left - last.length));
    };
    const pump = () => {
      while (!answered && !socket.destroyed && sent < size) {
        const chunk = piece(sent);
        const frame =
          framing === "length"
            ? chunk
            : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
        sent += chunk.length;
        if (!socket.write(frame)) return socket.once("drain", pump);
      }
      if (!answered && !socket.destroyed && framing === "chunked") socket.write("0\r\n\r\n");
    };
    pump();
  });
}
