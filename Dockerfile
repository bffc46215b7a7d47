# One image for the whole workspace; docker-compose.yml picks the service to run.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @marquee/web build
ENV NODE_ENV=production
EXPOSE 4000 4001
