#!/usr/bin/env bash
# Starts Marquee on the embedded database: installs what is missing, builds the web app,
# then runs the gateway (serving the web app) and the REST API (its own process) on one origin.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
echo "› building the web app"
pnpm --filter @marquee/web build >/dev/null
exec pnpm exec tsx scripts/start.ts
