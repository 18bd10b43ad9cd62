import type { Config } from "@react-router/dev/config";

// The floor is its own React Router app: its sources and its build stay under bench/floor.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
