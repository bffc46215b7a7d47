#!/usr/bin/env bash
# Runs every test of Marquee on a fresh machine: static checks, unit, integration (PGlite, and
# PostgreSQL too when DATABASE_URL is set) and end-to-end in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh

# Redis on 127.0.0.1:6379 (the project's machines run one) lets the throttle test check that two
# gateways share their counts; without it that one test does not run.
if [ -z "${REDIS_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  export REDIS_URL="redis://127.0.0.1:6379"
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "› installing Chromium from Debian's packages (Playwright never downloads a browser here)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

step() { printf '\n━━ %s\n' "$*"; }

step "generated code is current; no unrecorded breaking schema change"
bash scripts/codegen-check.sh
if command -v docker-compose >/dev/null; then
  step "docker-compose.yml is valid"
  docker-compose config -q
fi
step "lint and format"
pnpm exec biome check .
step "typecheck"
pnpm -r typecheck
pnpm typecheck:examples
step "unit tests"
pnpm exec vitest run --project unit --project web
step "integration tests on embedded PGlite"
env -u DATABASE_URL pnpm exec vitest run --project integration
if [ -n "${DATABASE_URL:-}" ]; then
  step "integration tests on PostgreSQL ($DATABASE_URL)"
  pnpm exec vitest run --project integration
fi
step "build the web app"
pnpm --filter @marquee/web build >/dev/null
step "end-to-end tests in Chromium"
# Without REDIS_URL: throttle counts kept in Redis would outlive the run and meet the next one.
E2E_PORT="${E2E_PORT:-$(node scripts/free-port.mjs)}" env -u DATABASE_URL -u REDIS_URL pnpm --filter @marquee/e2e test
