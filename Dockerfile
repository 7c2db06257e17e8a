# syntax=docker/dockerfile:1
# The production images, one file and one shared base: `--target api` (the server: API serving the built
# web app, bot when embedded) and `--target bot` (the standalone bot). Both run compiled JavaScript (npm run build) with plain
# node on Node 24 LTS and carry only production dependencies: no TypeScript, no tsx, no embedded
# database (@cum/embedded-mongo is a development dependency; production uses MONGODB_URI).
# Build context is the repository root (see docker-compose.yml).

FROM node:24-bookworm-slim AS base
WORKDIR /app
# The workspace manifests npm ci checks the lockfile against. Not db/ (@cum/embedded-mongo): without its
# manifest the production install below cannot pull the embedded database or its dependencies in.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY bot/package.json bot/
COPY server/package.json server/
COPY miniapp/package.json miniapp/
COPY tests/package.json tests/

# Everything needed to build: all dependencies, the sources, then the web app and the server bundles.
FROM base AS build
COPY db/package.json db/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY scripts/build-server.mjs scripts/
COPY shared shared
COPY api/src api/src
COPY bot/src bot/src
COPY server/src server/src
COPY miniapp miniapp
# VITE_* values are baked into the bundle, so they are build arguments, not runtime environment.
ARG VITE_BOT_USERNAME=""
ARG VITE_TELEGRAM_APP_NAME=""
ARG VITE_ROOM_URL_TEMPLATE=""
ENV VITE_BOT_USERNAME=${VITE_BOT_USERNAME} VITE_TELEGRAM_APP_NAME=${VITE_TELEGRAM_APP_NAME} \
    VITE_ROOM_URL_TEMPLATE=${VITE_ROOM_URL_TEMPLATE}
RUN npm run build

# Production dependencies of the server workspaces only. The bundles compile our own workspaces in,
# so the workspace links are dropped: node_modules holds npm packages and nothing of ours.
FROM base AS deps
RUN npm ci --omit=dev --no-audit --no-fund -w shared -w api -w bot -w server && rm -rf node_modules/@cum

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production APP_ENV=production
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
# The Fluent catalogs (the bot's and the mails' texts), read at start-up from shared/locales.
COPY --from=build /app/shared/locales shared/locales
# Stack traces name the TypeScript sources (the bundles carry source maps, without the sources).
ENV NODE_OPTIONS=--enable-source-maps
# The code stays root-owned and read-only for the process.
USER node

FROM runtime AS bot
COPY --from=build /app/server/dist server/dist
CMD ["node", "server/dist/bot.js"]

# Last, so a plain `docker build .` gives the API image.
FROM runtime AS api
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/miniapp/dist miniapp/dist
EXPOSE 3000
CMD ["node", "server/dist/main.js"]
