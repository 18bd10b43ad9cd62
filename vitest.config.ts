import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/matchers.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          // toRedirectTo, toFlash (tests/support/matchers.ts).
          setupFiles: ["tests/support/matchers.ts"],
          testTimeout: 20000,
          // A backend started just before UTC midnight waits for the new day (tests/support/clear-of-midnight.ts).
          hookTimeout: 90000,
        },
      },
      {
        resolve: { alias },
        test: {
          // WebKit and Firefox on the core journeys (tests/engines, decision 0059): run on their own
          // (npm run test:engines), each file one BFF and one browser, the two engines side by side.
          name: "engines",
          include: ["tests/engines/**/*.test.ts"],
          environment: "node",
          testTimeout: 60000,
          hookTimeout: 90000,
        },
      },
    ],
  },
});
