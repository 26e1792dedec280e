# syntax=docker/dockerfile:1
# One image recipe for every Node process of the repo. APP is the workspace
# folder whose bundle the image runs:
#   docker build -f deploy/docker/node.Dockerfile --build-arg APP=services/catalog -t mb/catalog .
# APP=gateway, services/<name>, simulators/<name>, or scripts (migrate/seed; no
# server.js, so its command is always given: node scripts/dist/migrate.js).
# The build context is the repo root (see /.dockerignore).
# BUNDLES=build (the default) runs `npm ci` and `npm run build` in the image;
# BUNDLES=context takes the `dist/` folders the context already holds, for where
# `npm run build` has just run on the host (CI, scripts/images.mjs --prebuilt).

# The official image by default; scripts/images.mjs passes the one it makes here
# (deploy/containers/base.mjs) where no registry can be reached.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG BUNDLES=build

# --- manifests: only package.json files and the lockfile ---------------------
# npm ci needs every workspace's package.json at its path. COPY cannot copy a
# glob and keep the folders, so pick them out here; the stages below copy /out,
# whose content (hence cache key) changes only when a manifest changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out \
 && find . -name node_modules -prune -o \( -name package.json -o -name package-lock.json \) -print \
    | xargs cp --parents -t /out

# --- deps: all dependencies, for the build ------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# --- build: every bundle at once, so all images share this layer --------------
# (APP is not declared in this stage, so its value does not bust the cache.)
FROM deps AS build
COPY . .
RUN npm run build

# --- context: the bundles as the host built them (BUNDLES=context) -----------
# No install, no build: the stages above are then skipped altogether.
FROM ${NODE_IMAGE} AS context
WORKDIR /app
COPY . .

FROM ${BUNDLES} AS bundles

# --- prod-deps: production dependencies only ----------------------------------
# The bundles leave npm packages external; they are resolved from here. Only
# the workspaces that run in a container: the web apps' packages are in their
# webpack bundles, e2e's and bench's never run here (113 MB instead of 256).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund \
    $(for dir in contracts gateway services/* simulators/*; do printf -- '--workspace=%s ' "$dir"; done)

# --- assemble: what APP reads at run time, at its repo-relative path ----------
# Code finds these files relative to its own bundle (import.meta.url), so the
# repo layout is kept: <APP>/dist, <APP>/migrations, services/kit/migrations,
# and the kit's telemetry preload (plain .mjs, outside the bundles, with the
# process's one AsyncLocalStorage in services/kit/src/async-context.mjs), which
# `NODE_OPTIONS=--import @mb/service-kit/telemetry` loads before the bundle
# (docker-compose.yml, k8s/config.yaml); it sets tracing up only where
# OTEL_EXPORTER_OTLP_ENDPOINT is set.
FROM bundles AS assemble
ARG APP
RUN set -eu; \
    test -n "${APP}" || { echo "build arg APP is required (e.g. services/catalog)" >&2; exit 1; }; \
    test -d "${APP}/dist" || { echo "no ${APP}/dist: npm run build (on the host first with BUNDLES=context)" >&2; exit 1; }; \
    mkdir -p "/out/${APP}" /out/services/kit; \
    cp -R "${APP}/dist" "/out/${APP}/"; \
    if [ -d "${APP}/migrations" ]; then cp -R "${APP}/migrations" "/out/${APP}/"; fi; \
    cp -R services/kit/migrations /out/services/kit/; \
    mkdir -p /out/services/kit/src/telemetry; cp services/kit/src/*.mjs /out/services/kit/src/; \
    cp services/kit/src/telemetry/*.mjs /out/services/kit/src/telemetry/; \
    case "${APP}" in \
      scripts) for dir in services/*/migrations; do \
                 mkdir -p "/out/${dir%/migrations}"; cp -R "${dir}" "/out/${dir%/migrations}/"; \
               done; \
               cp -R services/catalog/seed-media /out/services/catalog/ ;; \
      gateway) for web in shell store account admin restaurant; do mkdir -p /out/frontends/$web; cp -R frontends/$web/dist /out/frontends/$web/; done ;; \
    esac

# --- runtime -------------------------------------------------------------------
# On prod-deps: node_modules plus every package.json (the nearest one says
# "type": "module", which is what makes Node load dist/*.js as ES modules).
# Every image shares those layers instead of holding its own copy, and a build
# need not checksum 200 MB of node_modules as `COPY --from` would.
FROM prod-deps AS runtime
ENV NODE_ENV=production
ARG APP
ENV APP=${APP}
COPY --from=assemble /out/ ./
# The official image's unprivileged user (uid 1000); it only reads /app.
USER node
# Exec form cannot expand APP; `exec` makes node PID 1, so it gets SIGTERM
# and closes gracefully.
CMD ["sh", "-c", "exec node \"$APP/dist/server.js\""]
