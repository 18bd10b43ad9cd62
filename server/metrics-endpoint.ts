// Where /metrics is served: on its own port (METRICS_PORT) and/or on the main port behind a bearer
// token (METRICS_TOKEN). With several processes (node:cluster) the primary aggregates every worker's
// metrics (prom-client's AggregatorRegistry); a worker asked on the main port asks the primary.
import cluster from "node:cluster";
import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import client from "prom-client";

const ASK = "bff:metrics:ask";
const ANSWER = "bff:metrics:answer";
const ASK_TIMEOUT_MS = 5000;

type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };
type Scrape = () => Promise<string>;

/** This process's own metrics (one process: all there is). */
export const ownMetrics: Scrape = () => client.register.metrics();

const waiting = new Map<number, (answer: Answer) => void>();
let nextAsk = 0;

/** In a worker: the whole cluster's metrics, from the primary. */
const askPrimary: Scrape = () =>
  new Promise((resolve, reject) => {
    const id = nextAsk++;
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the cluster primary did not answer with the metrics"));
    }, ASK_TIMEOUT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (answer.text === undefined) reject(new Error(answer.error ?? "no metrics"));
      else resolve(answer.text);
    });
    process.send?.({ type: ASK, id });
  });

/** A cluster worker: answers the primary's collection and can ask it for the aggregate. */
export function joinClusterMetrics(): Scrape {
  // Its constructor makes prom-client answer the primary's requests in this worker.
  new client.AggregatorRegistry();
  process.on("message", (message: Answer) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
  return askPrimary;
}

/** The cluster primary: aggregates the workers' metrics, for its own port and for workers that ask. */
export function aggregateClusterMetrics(): Scrape {
  const aggregator = new client.AggregatorRegistry();
  const scrape = () => aggregator.clusterMetrics();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    scrape().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
  return scrape;
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function authorised(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function answer(req: IncomingMessage, res: ServerResponse, scrape: Scrape, token?: string) {
  res.setHeader("Cache-Control", "no-store");
  if (!authorised(req.headers.authorization, token)) {
    res.writeHead(401, { "WWW-Authenticate": 'Bearer realm="metrics"' }).end();
    return;
  }
  try {
    const text = await scrape();
    res.writeHead(200, { "Content-Type": client.register.contentType }).end(text);
  } catch (error) {
    res.writeHead(503, { "Content-Type": "text/plain" }).end(`metrics unavailable: ${String(error)}\n`);
  }
}

/** GET /metrics on the main port: only with METRICS_TOKEN set, and only with that token. */
export function metricsRoute(scrape: Scrape, token: string | undefined): RequestHandler {
  return (req, res, next) => (token ? void answer(req, res, scrape, token) : next());
}

/** /metrics on its own port (METRICS_PORT); the token is asked there too when it is set. */
export function serveMetricsPort(options: { port: number; host: string; token?: string; scrape: Scrape }) {
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url?.split("?")[0] === "/metrics") {
      void answer(req, res, options.scrape, options.token);
    } else res.writeHead(404).end();
  });
  server.listen(options.port, options.host);
  return server;
}
