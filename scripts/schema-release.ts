/**
 * Run when a release is cut (`pnpm schema:release`), and only then: the printed schema becomes the
 * baseline later changes are checked against, and the breaks recorded since the last release are
 * cleared (they are in the release now; git history keeps their reasons). Commit both files.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACT_DIR } from '../gateway/src/contract/print.ts';

const dir = fileURLToPath(new URL(`../${CONTRACT_DIR}/`, import.meta.url));
copyFileSync(`${dir}/schema.graphql`, `${dir}/release.graphql`);
writeFileSync(`${dir}/breaking-changes.json`, '[]\n');
console.log(`${CONTRACT_DIR}/release.graphql is now the release baseline; commit it with breaking-changes.json`);
