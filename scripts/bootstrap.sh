#!/usr/bin/env bash
# Installs what a fresh machine lacks for Marquee: pnpm and the workspace's packages.
# Idempotent and quick when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm 10 (corepack fails signature checks against this registry)"
  npm install -g pnpm@10 >/dev/null
fi

# --frozen-lockfile: the lockfile is the truth; a drift is an error, not a silent upgrade.
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  echo "› installing packages"
  pnpm install --frozen-lockfile --reporter=silent
fi
