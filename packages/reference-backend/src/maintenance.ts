// While the operator has maintenance on, the platform takes no member's write at all (issue 49): no
// money moves (deposit, withdrawal, transfer, lottery order, red rain grab) and no account changes
// (registration, login, passwords, cards, limits). The BFF's status is cached for seconds; the
// platform's own switch is the one that holds at once. Logging out still works: it only ends a session.
import type { RequestHandler } from "express";
import type { BackendContext } from "./context.ts";
import { ApiError } from "./envelope.ts";
import { readSwitches } from "./store/site.ts";

/** Writes taken during maintenance too (method and path under /wps). */
const STILL_TAKEN = new Set(["DELETE /session/logout"]);

export const maintenanceRefusal = () =>
  new ApiError(503, "system.maintenance", "the site is under maintenance; nothing was changed");

export function refuseWritesInMaintenance(context: BackendContext): RequestHandler {
  return (req, _res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (STILL_TAKEN.has(`${req.method} ${req.path}`)) return next();
    next(readSwitches(context).maintenance ? maintenanceRefusal() : undefined);
  };
}
