import type { AddressInfo } from "node:net";
import { createReferenceBackend, type ReferenceBackendOptions } from "./app.ts";

export interface StartOptions extends ReferenceBackendOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Loopback by default: the backend is for the BFF on the same machine, and for tests. */
  host?: string;
}

export interface RunningBackend {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the reference backend on a port; used by `npm start` (in-process), `npm run backend` and tests. */
export async function startReferenceBackend(opts: StartOptions): Promise<RunningBackend> {
  const { port = 0, host = "127.0.0.1", ...backendOptions } = opts;
  const backend = createReferenceBackend(backendOptions);
  const server = await new Promise<import("node:http").Server>((resolve, reject) => {
    const listening = backend.app.listen(port, host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  }).catch((error: unknown) => {
    backend.close();
    throw error;
  });
  const actualPort = (server.address() as AddressInfo).port;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          backend.close();
          if (error) reject(error);
          else resolve();
        });
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
