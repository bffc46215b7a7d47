/**
 * Fails when the schema changed in a breaking way since the last release (contract/release.graphql)
 * and the change is not recorded as intended in contract/breaking-changes.json, or when a record
 * matches no change any more. Run by scripts/codegen-check.sh, after contract/schema.graphql is
 * reprinted. Usage: `pnpm schema:check`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkSchema, formatCheck, parseAccepted, passes } from '../gateway/src/contract/breaking.ts';
import { CONTRACT_DIR } from '../gateway/src/contract/print.ts';

const dir = fileURLToPath(new URL(`../${CONTRACT_DIR}/`, import.meta.url));
const read = (name: string) => readFileSync(`${dir}/${name}`, 'utf8');

const check = await checkSchema(
  read('release.graphql'),
  read('schema.graphql'),
  parseAccepted(read('breaking-changes.json')),
);
const report = formatCheck(check);
if (!passes(check)) {
  console.error(report);
  process.exit(1);
}
if (report) console.log(report);
console.log('no unrecorded breaking change since the release');
