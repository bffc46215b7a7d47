#!/usr/bin/env bash
# Fails when the committed generated files differ from what codegen produces now, or when the
# printed schema breaks the last release's without the break being recorded (schema/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
# The resource SDL and operations (scripts/resources-codegen.ts) first: graphql-codegen reads them.
files="schema/generated/settings.graphql schema/generated/catalogue.graphql web/src/generated/settings.graphql
  web/src/generated/catalogue.graphql gateway/src/generated/graphql.ts web/src/generated/graphql.ts
  examples/src/generated/graphql.ts contract/schema.graphql"
before=$(cat $files | sha256sum)
pnpm exec tsx scripts/resources-codegen.ts
pnpm exec graphql-codegen --config codegen.ts --silent >/dev/null
pnpm exec tsx scripts/print-schema.ts
after=$(cat $files | sha256sum)
if [ "$before" != "$after" ]; then
  echo "Generated GraphQL files were stale: run 'pnpm codegen' and commit the result." >&2
  git --no-pager diff --stat -- $files >&2 || true
  exit 1
fi
echo "generated files are current"
pnpm exec tsx scripts/schema-breaking.ts
