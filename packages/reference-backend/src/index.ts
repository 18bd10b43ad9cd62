// The reference backend's public surface (docs/decisions/0074): start it on a port, or build its
// Express app and database without one. Everything else is its own business; tests that arrange or
// read its state use "@mobile-front/reference-backend/testing".
export { startReferenceBackend, type RunningBackend, type StartOptions } from "./start.ts";
export { createReferenceBackend, type ReferenceBackendOptions } from "./app.ts";
export type { TracedCall } from "./traced-calls.ts";
