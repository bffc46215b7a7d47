# syntax=docker/dockerfile:1
# The production image of Marquee: one image, two services (docker-compose.yml picks the command).
# Build stage: every dependency, the web app and the two services compiled to JavaScript
# (`pnpm build:server`). Final stage: production dependencies only, the compiled files, the SQL
# migrations and the GraphQL schema, run by `node` as the unprivileged `node` user.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @marquee/web build \
 && pnpm build:server

# Only what the two services load at run time: 149 MB of node_modules instead of the whole tree.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY core/package.json core/
COPY rest-api/package.json rest-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN pnpm install --prod --frozen-lockfile --filter "@marquee/rest-api..." --filter "@marquee/gateway..."

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps --chown=node:node /app /app
COPY --from=build --chown=node:node /app/rest-api/dist rest-api/dist
COPY --from=build --chown=node:node /app/rest-api/migrations rest-api/migrations
COPY --from=build --chown=node:node /app/gateway/dist gateway/dist
COPY --from=build --chown=node:node /app/schema schema
COPY --from=build --chown=node:node /app/web/dist web/dist
USER node
EXPOSE 4000 4001
# The gateway's readiness by default; compose points the REST API's at its own port and /ready.
ENV HEALTH_URL=http://127.0.0.1:4000/ready
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.HEALTH_URL).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "gateway/dist/main.mjs"]
