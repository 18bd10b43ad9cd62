// The floor's Express 5 host, as small as a production host gets: compression, static assets
// (precompressed at build, as the BFF's), React Router, and one process per core like the BFF.
// bench/floor/build.ts bundles it with the server build.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { precompressedAssets } from "../../server/precompressed";

export function serveFloor(build: ServerBuild, buildDir: string) {
  const processes = Number(process.env.WEB_CONCURRENCY) || availableParallelism();
  if (cluster.isPrimary) {
    for (let i = 0; i < processes; i++) cluster.fork();
    // The bench stops the floor with SIGTERM: take the workers down too.
    process.once("SIGTERM", () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
      process.exit(0);
    });
    return;
  }
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(
    "/assets",
    precompressedAssets(path.join(buildDir, "client/assets")),
    express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
  app.all("/{*path}", createRequestHandler({ build, mode: "production" }));
  app.listen(Number(process.env.PORT ?? 3100), process.env.HOST ?? "127.0.0.1");
}
