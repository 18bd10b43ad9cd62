# The BFF as a container (docs/operations.md, issue 25): built in one stage, run in another with
# production packages only, as the unprivileged `node` user, with a health check.
# Build: docker build -t mobile-front .   Run several: docker compose -f deploy/compose.yaml up --build

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Nothing compiles on install (better-sqlite3 13 ships its binaries), so no compiler toolchain.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# The image has Node 24 itself: the project's own Node (an optional dependency, decision 0057) and the
# bundlers' platform binaries go with the dev packages.
RUN npm run build && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
# The reference backend (`npm run backend`) runs from source with tsx; a real platform does not need it.
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/tsconfig.json ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness; the balancer checks /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains for DRAIN_MS, then the process exits by itself: give `docker stop` more than that.
STOPSIGNAL SIGTERM
# A larger young generation for server rendering: docs/decisions/0052.
CMD ["node", "--max-semi-space-size=32", "build/bff/index.js"]
