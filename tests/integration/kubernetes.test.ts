// deploy/kubernetes cannot drift from the BFF (issue 47): its variables are the README's, its secrets
// the ones the BFF reads, its grace period above the drain, its pods locked down; and the built BFF,
// started with the manifest's own environment, answers its probes and its scrape where it says.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { GRACE_AFTER_DRAIN_MS } from "../../server/bff-process";
import { SECRET_VARIABLES } from "../../server/secret-files";
import { freePort, startBackend, startBff, type RunningBackend } from "../support/servers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIR = path.join(ROOT, "deploy/kubernetes");

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (file: string): Doc[] =>
  parseAllDocuments(readFileSync(path.join(DIR, file), "utf8")).map((doc) => doc.toJS() as Doc);

const base = read("base/kustomization.yaml")[0]!;
const docs = (base.resources as string[]).flatMap((file) => read(`base/${file}`));
const ofKind = (kind: string) => {
  const found = docs.filter((doc) => doc.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
};
const deployment = ofKind("Deployment");
const pod = deployment.spec.template.spec;
const container = pod.containers[0];
type EnvVar = { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } };
const env = container.env as EnvVar[];
const value = (name: string) => env.find((entry) => entry.name === name)?.value;
const portNamed = (name: string) =>
  (container.ports as { name: string; containerPort: number }[]).find((port) => port.name === name)
    ?.containerPort;

/** Every variable the README's configuration table names (its first column). */
const README_VARIABLES = new Set(
  readFileSync(path.join(ROOT, "README.md"), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!)),
);

describe("deploy/kubernetes/base", () => {
  it("sets only variables the README's configuration table names", () => {
    for (const { name } of env) expect(README_VARIABLES, name).toContain(name);
  });

  it("takes every secret the BFF reads from a Secret, never a value", () => {
    const secrets = env.filter((entry) => entry.valueFrom?.secretKeyRef);
    expect(secrets.map((entry) => entry.name).sort()).toEqual([
      "METRICS_TOKEN",
      "REDIS_URL",
      "SESSION_SECRET",
    ]);
    for (const { name } of secrets) expect(SECRET_VARIABLES).toContain(name);
    for (const name of SECRET_VARIABLES) expect(value(name), name).toBeUndefined();
    // Prometheus scrapes with the same token.
    const monitor = ofKind("ServiceMonitor");
    const token = env.find((entry) => entry.name === "METRICS_TOKEN")!.valueFrom!.secretKeyRef;
    expect(monitor.spec.endpoints[0].bearerTokenSecret).toEqual(token);
  });

  it("runs one process per pod and gives the drain its time", () => {
    expect(value("NODE_ENV")).toBe("production");
    expect(value("WEB_CONCURRENCY")).toBe("1");
    const drainSeconds = Number(value("DRAIN_MS")) / 1000;
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(drainSeconds + GRACE_AFTER_DRAIN_MS / 1000);
  });

  it("probes readiness on /readyz and liveness on /healthz, on the port the BFF listens on", () => {
    expect(container.readinessProbe.httpGet).toEqual({ path: "/readyz", port: "http" });
    expect(container.livenessProbe.httpGet).toEqual({ path: "/healthz", port: "http" });
    expect(portNamed("http")).toBe(Number(value("PORT")));
    expect(portNamed("metrics")).toBe(Number(value("METRICS_PORT")));
  });

  it("runs as the image's non-root user on a read-only root, writing only to emptyDirs", () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    // The image's user: node (uid 1000 in the official image).
    expect(readFileSync(path.join(ROOT, "Dockerfile"), "utf8")).toMatch(/^USER node$/m);
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ["ALL"] },
    });
    const volumes = new Map((pod.volumes as Doc[]).map((volume) => [volume.name as string, volume]));
    for (const mount of container.volumeMounts as Doc[])
      expect(volumes.get(mount.name)?.emptyDir).toBeDefined();
    expect((container.volumeMounts as Doc[]).map((mount) => mount.mountPath)).toContain("/tmp");
    expect(container.resources.requests).toMatchObject({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(container.resources.limits).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
  });

  it("has a Service, a PodDisruptionBudget and an autoscaler that all find the pods", () => {
    const labels = deployment.spec.template.metadata.labels;
    const service = ofKind("Service");
    expect(labels).toMatchObject(service.spec.selector);
    for (const port of service.spec.ports as Doc[]) expect(portNamed(port.targetPort)).toBeDefined();
    expect(labels).toMatchObject(ofKind("PodDisruptionBudget").spec.selector.matchLabels);
    expect(ofKind("HorizontalPodAutoscaler").spec.scaleTargetRef).toMatchObject({
      kind: "Deployment",
      name: deployment.metadata.name,
    });
    expect(ofKind("HorizontalPodAutoscaler").spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it("the two-hosts overlay's patches land on the variables they mean", () => {
    const overlay = read("two-hosts/kustomization.yaml")[0]!;
    const ops = parseAllDocuments(overlay.patches[0].patch as string)[0]!.toJS() as { path: string }[];
    const named = ops.map((op) => {
      const index = Number(/\/env\/(\d+)\/value$/.exec(op.path)![1]);
      return env[index]!.name;
    });
    expect(named).toEqual(["PUBLIC_URL", "BACKEND_URL"]);
  });
});

describe("the built BFF started with the manifest's environment", () => {
  let backend: RunningBackend;
  let bff: Awaited<ReturnType<typeof startBff>>;
  let metricsPort: number;
  const token = "t".repeat(32);

  beforeAll(async () => {
    backend = await startBackend();
    metricsPort = await freePort();
    const plain = Object.fromEntries(
      env
        .filter((entry) => entry.value !== undefined && entry.name !== "PORT")
        .map((e) => [e.name, e.value!]),
    );
    bff = await startBff(backend.url, {
      env: {
        ...plain,
        // The test's own addresses (startBff picks PORT) and secrets; no Redis here.
        METRICS_PORT: String(metricsPort),
        BACKEND_URL: backend.url,
        SESSION_SECRET: "s".repeat(40),
        METRICS_TOKEN: token,
        REDIS_URL: "",
        DRAIN_MS: "0",
      },
    });
  });
  afterAll(async () => {
    await bff?.close();
    await backend?.close();
  });

  it("answers its probes", async () => {
    for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
      expect((await fetch(`${bff.url}${probe.httpGet.path}`)).status).toBe(200);
    }
  });

  it("answers the ServiceMonitor's scrape with the token", async () => {
    const endpoint = ofKind("ServiceMonitor").spec.endpoints[0];
    const url = `http://127.0.0.1:${metricsPort}${endpoint.path}`;
    expect((await fetch(url)).status).toBe(401);
    const scrape = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain("bff_build_info");
  });
});
