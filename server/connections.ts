// The connections of one HTTP server, for a drain that cuts nothing a client is waiting on (issue 25).
// - Node accepts one queued connection per turn of a busy event loop; closing the listener resets
//   every connection still queued in the kernel (26 of 30 requests sent just before SIGTERM were
//   reset). The listener closes only once a turn of the loop accepts nothing more.
// - `server.close()` and `closeIdleConnections()` count a connection whose request is not parsed
//   yet as idle, and cut it. Here a connection is idle once it has answered a request and waits for
//   the next one (keep-alive); one that has sent no request yet gets `freshMs`.
import { Server as NetServer, type Socket } from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

type State = { busy: number; served: boolean; openedAt: number };

/** The longest the listener stays open after the drain to accept what the kernel has queued. */
const MAX_ACCEPT_MS = 5000;

const turn = () => new Promise((resolve) => setImmediate(resolve));

export function trackConnections(server: Server) {
  const sockets = new Map<Socket, State>();
  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted += 1;
    sockets.set(socket, { busy: 0, served: false, openedAt: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  return {
    /** Call for every request (the server's handler), before the app answers it. */
    request(req: IncomingMessage, res: ServerResponse) {
      const state = sockets.get(req.socket);
      if (!state) return;
      state.busy += 1;
      res.once("close", () => {
        state.busy -= 1;
        state.served = true;
      });
    },
    /**
     * Accepts what the kernel has queued, stops listening, then ends each connection once it is idle
     * (answered, waiting on keep-alive) or has sent nothing for `freshMs`; resolves when none is left.
     */
    async close(freshMs: number): Promise<void> {
      const until = Date.now() + MAX_ACCEPT_MS;
      for (;;) {
        const before = accepted;
        // Two turns: each polls the listener once (setImmediate runs after the poll phase).
        await turn();
        await turn();
        if (accepted === before || Date.now() > until) break;
      }
      return new Promise((resolve) => {
        // net.Server's own close: stops listening without http's cut of "idle" connections.
        NetServer.prototype.close.call(server, () => resolve());
        const sweep = () => {
          const now = Date.now();
          for (const [socket, state] of sockets)
            if (state.busy === 0 && (state.served || now - state.openedAt > freshMs)) socket.destroy();
        };
        sweep();
        const timer = setInterval(sweep, 100);
        timer.unref();
        server.once("close", () => clearInterval(timer));
      });
    },
  };
}
