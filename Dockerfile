# syntax=docker/dockerfile:1
# Mesa in production (README "Production"): the web app and the API compiled in a build stage, then a slim
# runtime with only the API's production dependencies, run as the unprivileged `node` user.
#   docker build -t mesa .        docker compose up    (docker-compose.yml: PostgreSQL, APIs, worker, Caddy)
# Node 22 LTS (package.json engines: >=22.12; Node 20 reached its end of life in April 2026).
ARG NODE_IMAGE=node:22-bookworm-slim

# --- build: every workspace's dependencies, then `npm run build` for web (apps/web/dist) and API (apps/api/dist)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/api apps/api
COPY apps/web apps/web
RUN npm run build -w @mesa/web && npm run build -w @mesa/api

# --- deps: the API's production dependencies only (the build fails if the bundle imports anything else)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @mesa/api --no-audit --no-fund && npm cache clean --force

# --- runtime: plain node on the compiled JavaScript, no TypeScript loader
FROM ${NODE_IMAGE} AS runtime
# The OCR automated check reads ID and proof-of-address images with tesseract (Spanish data) and PDFs through
# pdftoppm (poppler); without them the check says "not available" on the application file.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-spa poppler-utils \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WORKERS=true
WORKDIR /app
COPY --from=deps /app /app
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
WORKDIR /app/apps/api
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Liveness above (/api/health); docker-compose.yml asks readiness (/api/ready: database, migrations, listener,
# not draining) before the proxy sends traffic. The API (with in-process job workers unless WORKERS=false);
# `node dist/worker.js` runs jobs alone. /metrics is on METRICS_PORT (9464), never published.
CMD ["node", "--enable-source-maps", "dist/server.js"]
