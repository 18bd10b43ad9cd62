// deploy/compose.yaml and the Dockerfile as issue 47 asks: secrets required (no default to forget),
// restart policies, health conditions, limits, the metrics port, each image built once; the images
// hold no TypeScript sources and no tsx.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const text = readFileSync(path.join(ROOT, "deploy/compose.yaml"), "utf8");
type Service = {
  image?: string;
  build?: { target: string };
  restart?: string;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: unknown;
  deploy?: { resources: { limits: { memory: string; cpus: string } } };
};
const compose = parse(text, { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
/** The Dockerfile's instructions, without its comments. */
const instructions = dockerfile
  .split("\n")
  .filter((line) => !line.startsWith("#"))
  .join("\n");

describe("deploy/compose.yaml", () => {
  it("requires every secret: ${NAME:?...}, never a default", () => {
    for (const name of ["SESSION_SECRET", "METRICS_TOKEN", "OPERATOR_TOKEN"]) {
      expect(text).toMatch(new RegExp(`\\$\\{${name}:\\?`));
    }
    expect(text).not.toMatch(/\$\{[A-Z_]+:-/);
  });

  it("restarts every service, with limits, and starts each after what it needs is healthy", () => {
    for (const [name, service] of services) {
      expect(service.restart, name).toBe("unless-stopped");
      expect(service.deploy?.resources.limits.memory, name).toBeDefined();
      for (const [, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(["service_healthy", "service_started"]).toContain(condition);
      }
    }
    expect(compose.services.bff1!.depends_on).toMatchObject({
      redis: { condition: "service_healthy" },
      backend: { condition: "service_healthy" },
    });
    expect(compose.services.balancer!.depends_on).toEqual({
      bff1: { condition: "service_healthy" },
      bff2: { condition: "service_healthy" },
    });
  });

  it("builds each image once, from the Dockerfile's own targets, and publishes the metrics port", () => {
    const built = services.filter(([, service]) => service.build).map(([, service]) => service.build!.target);
    expect(built.sort()).toEqual(["bff", "reference-backend"]);
    for (const target of built) expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${target}$`, "m"));
    expect(compose.services.bff2!.image).toBe(compose.services.bff1!.image);
    for (const host of ["bff1", "bff2"]) {
      const port = compose.services[host]!.environment!.METRICS_PORT;
      expect(compose.services[host]!.ports!.some((mapping) => mapping.endsWith(`:${port}`))).toBe(true);
    }
  });
});

describe("Dockerfile", () => {
  it("installs exactly what is locked, and ships no sources or tsx", () => {
    expect(instructions).not.toMatch(/npm install/);
    expect(instructions).toMatch(/npm ci --omit=dev/);
    expect(instructions).not.toMatch(/COPY --from=build \/app\/(server|app|tsconfig)/);
    expect(instructions).not.toMatch(/tsx/);
    expect(instructions).not.toMatch(/apt-get|build-essential|python3/);
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies.tsx).toBeUndefined();
  });
});
