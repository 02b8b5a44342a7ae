# syntax=docker/dockerfile:1
# The shop's container image. Two stages:
#   build    every dependency, then the one production build, made by the same
#            script `npm run build` and `npm run test:cluster` run
#            (scripts/build.ts): migrations and the catalogue seed on a
#            throw-away embedded database (prerendering reads the catalogue),
#            `next build` with a fixed build id, and the shop's server and its
#            database step compiled to JavaScript in .next/shop-server/;
#   runtime  that build and the production dependencies only: no dev
#            dependencies, no TypeScript loader (tsx), a non-root user.
# Build once per release, run as many containers of it as you need
# (compose.yaml shows the whole arrangement):
#   docker build --build-arg NEXT_PUBLIC_SITE_URL=https://shop.example.com \
#     --secret id=server_actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY -t verdant-ink .
#   docker run … verdant-ink node .next/shop-server/db-seed.js   # the release's migrations and seed
#   docker run … verdant-ink                                      # an instance: npm run serve
#   docker run … verdant-ink node --conditions=react-server .next/shop-server/backup.js   # and restore.js,
#                   secrets-reencrypt.js, admin-reset-2fa.js, orders-reconcile.js: the operator's commands
ARG NODE_IMAGE=node:24-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Dependencies first (a layer kept while they do not change); installing
# generates the Prisma client from the schema (scripts/prisma-generate.ts).
# `npm install`, not `npm ci`: the lockfile may lack another platform's
# optional packages (see the README).
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY scripts/prisma-generate.ts scripts/prisma-generate.ts
RUN npm install --no-audit --no-fund
COPY . .
# Built into the pages: the public address. The build id: the code's hash
# unless given (the image has no git history).
ARG NEXT_PUBLIC_SITE_URL=http://localhost:8080
ARG SHOP_BUILD_ID=
# The server-actions key (a base64 AES key: openssl rand -base64 32), as a
# build secret: the same key for every release keeps a page opened before a
# release able to call the server actions of the next one. Without it each
# image gets a key of its own.
RUN --mount=type=secret,id=server_actions_key,required=false \
    if [ -s /run/secrets/server_actions_key ]; then export NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$(cat /run/secrets/server_actions_key)"; fi \
 && NEXT_PUBLIC_SITE_URL="$NEXT_PUBLIC_SITE_URL" SHOP_BUILD_ID="$SHOP_BUILD_ID" DATA_DIR=/tmp/build-data npm run build \
 && rm -rf /tmp/build-data .next/cache
# What runs needs no dev dependencies and no TypeScript loader.
RUN npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/tsx node_modules/.bin/tsx node_modules/.cache tests bench

FROM ${NODE_IMAGE} AS runtime
# pg_dump and pg_restore for the backups of a PostgreSQL database (the
# client's major version, 17 on Debian 13, must be at least the server's).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# DATA_DIR: backups (DATA_DIR/backups) and whatever else the shop keeps on
# disk; mount a volume here.
RUN mkdir -p /data/backups && chown -R node:node /data
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Ready: the database answers and has this build's migrations, and the
# instance is not stopping (GET /api/health/ready).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm run serve: one production instance; it refuses to start, naming the
# variable, on settings that suit one machine only. On SIGTERM it reports
# itself not ready, keeps serving SHUTDOWN_DRAIN_SECONDS (5), then finishes
# its requests and exits: give it 30 s to stop.
CMD ["node", "scripts/serve.mjs", "--production", "--hostname", "0.0.0.0"]
