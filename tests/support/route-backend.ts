// One reference backend (with its database) and the BFF's services over it, for a file of loader
// tests: started before its tests, stopped after them. Read `backend` and `services` inside tests.
import { afterAll, beforeAll } from "vitest";
import { startBackendWithDb } from "./member";
import { testServices } from "./route";

export function useRouteBackend(before?: (backend: Awaited<ReturnType<typeof startBackendWithDb>>) => void) {
  const env = {} as {
    backend: Awaited<ReturnType<typeof startBackendWithDb>>;
    services: ReturnType<typeof testServices>;
  };
  beforeAll(async () => {
    env.backend = await startBackendWithDb();
    before?.(env.backend);
    env.services = testServices(env.backend.url);
  });
  afterAll(() => env.backend?.close());
  return env;
}
