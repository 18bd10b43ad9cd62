# The BFF as a container (docs/operations.md, issues 25 and 47). Two targets from one build:
#   bff (the default): the production BFF, with no TypeScript sources, no tsx, and nothing of the
#     reference backend (its workspace package, its bundle, better-sqlite3: decision 0074)
#   reference-backend: the reference backend alone (`--target reference-backend`), for demos and tests
# Build: docker build -t mobile-front .   docker build --target reference-backend -t mobile-front-backend .
# Several hosts: deploy/compose.yaml. Kubernetes: deploy/kubernetes.

# One Node 24 release for every stage, the one the project brings itself (package.json, decision 0057);
# pin it by digest in your registry mirror (NODE_IMAGE=node:24.22.3-bookworm-slim@sha256:...).
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Nothing compiles on install (better-sqlite3 13 ships its binaries; .npmrc runs no scripts), so no
# compiler toolchain in any stage.
COPY package.json package-lock.json .npmrc ./
COPY packages/reference-backend/package.json ./packages/reference-backend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS packages
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# The BFF's production packages only, exactly as locked: no bundlers, no tsx, not the project's own
# Node (an optional dependency; the image has Node 24 itself), and no workspace package: the reference
# backend and what only it uses (better-sqlite3) stay out (decision 0074).
RUN npm ci --omit=dev --omit=optional --workspaces=false --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS backend-packages
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/reference-backend/package.json ./packages/reference-backend/
# The reference backend's own production packages (better-sqlite3, express, zod), none of the BFF's.
RUN npm ci --omit=dev --omit=optional --workspace=@mobile-front/reference-backend --no-audit --no-fund \
  && rm -rf node_modules/@mobile-front && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Owned by root, read by `node`: the process cannot change its own code.
COPY --from=packages /app/package.json /app/package-lock.json ./
STOPSIGNAL SIGTERM

FROM runtime AS reference-backend
ENV BACKEND_PORT=4000 BACKEND_HOST=0.0.0.0 DATA_DIR=/app/data
# Its SQLite file; nothing else is written.
RUN mkdir -p /app/data && chown node:node /app/data
COPY --from=backend-packages /app/node_modules ./node_modules
COPY --from=build /app/build/reference-backend ./build/reference-backend
USER node
EXPOSE 4000
HEALTHCHECK --interval=5s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.BACKEND_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# OPERATOR_TOKEN (or OPERATOR_TOKEN_FILE) is required: NODE_ENV=production.
CMD ["node", "build/reference-backend/index.js"]

FROM runtime AS bff
ENV PORT=3000 HOST=0.0.0.0
COPY --from=packages /app/node_modules ./node_modules
# The production host only: not build/throwaway-host, not build/reference-backend (decision 0074).
COPY --from=build /app/build/bff ./build/bff
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/server ./build/server
USER node
# The players' port, and METRICS_PORT where it is set (deploy/compose.yaml, deploy/kubernetes: 9091).
EXPOSE 3000 9091
# Liveness; the balancer checks /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains for DRAIN_MS, then the process exits by itself: give `docker stop` more than
# DRAIN_MS + 10 s. SESSION_SECRET (or SESSION_SECRET_FILE) is required: NODE_ENV=production.
# A larger young generation for server rendering: docs/decisions/0052.
CMD ["node", "--max-semi-space-size=32", "build/bff/index.js"]
