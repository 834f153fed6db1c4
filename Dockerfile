# syntax=docker/dockerfile:1
# Atelier: one image, one process serving the API and the server-rendered storefront.
# Build:  docker build -t atelier .
# Run:    see docker-compose.yml and docs/deployment.md.

# Node 24 LTS (supported until April 2028). The tag is the major only: a rebuild picks up its fixes.
ARG NODE_VERSION=24

# 1. Every dependency (dev included): needed to build the storefront.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# ca-certificates (optional build secret): a CA bundle for a network that inspects TLS, e.g.
# --secret id=ca-certificates,src=/etc/ssl/certs/ca-certificates.crt; used by npm here, kept out of the image.
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca-certificates,target=/run/build-ca.crt \
    NODE_EXTRA_CA_CERTS=/run/build-ca.crt npm ci --no-audit --no-fund

# 2. The storefront build (apps/web/build). The API is TypeScript run through tsx: no build step.
FROM deps AS build
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build -w @atelier/web

# 3. Runtime dependencies only (no Vite, Playwright, Lighthouse, drizzle-kit...).
FROM node:${NODE_VERSION}-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca-certificates,target=/run/build-ca.crt \
    NODE_EXTRA_CA_CERTS=/run/build-ca.crt npm ci --omit=dev --no-audit --no-fund

# 4. The image: runtime dependencies, the API source, the contract and the built storefront.
# The whole of /app from stage 3, not only /app/node_modules: npm puts a package whose version
# conflicts with another workspace's under that workspace (apps/api/node_modules holds
# @fastify/cookie and @fastify/swagger-ui), and the server cannot start without them.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    NODE_OPTIONS=--enable-source-maps \
    TSX_DISABLE_CACHE=1
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app ./
COPY --chown=root:root package.json tsconfig.base.json ./
COPY --chown=root:root packages/contract packages/contract
COPY --chown=root:root apps/api/package.json apps/api/tsconfig.json apps/api/
COPY --chown=root:root apps/api/src apps/api/src
COPY --chown=root:root apps/web/package.json apps/web/
COPY --from=build --chown=root:root /app/apps/web/build apps/web/build
# The code belongs to root and is read-only for the app; only DATA_DIR (mail outbox, or the
# embedded database when DATABASE_URL is unset) is writable, by the unprivileged user. tsx keeps
# no cache (TSX_DISABLE_CACHE), so the root filesystem can be mounted read-only.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself (not npm start, which would look for web sources to rebuild). It drains
# requests on SIGTERM; run it under an init (compose sets init: true) so signals arrive. The young
# generation is larger than V8's default, as npm start sets it (docs/decisions/0028).
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "apps/api/src/server.ts"]
