/**
 * Lists the keys the Georgian and Spanish catalogues lack (with the English text to translate)
 * and the keys English no longer has. Exit code 1 when there is anything to do.
 *   pnpm exec tsx scripts/missing-messages.ts
 */
import { catalogueGaps } from '../core/src/messages/check.ts';
import { en } from '../core/src/messages/en.ts';
import { es } from '../core/src/messages/es.ts';
import { ka } from '../core/src/messages/ka.ts';

let gaps = 0;
for (const [code, catalogue] of [
  ['ka', ka],
  ['es', es],
] as const) {
  const { missing, extra } = catalogueGaps(catalogue);
  gaps += missing.length + extra.length;
  console.log(`core/src/messages/${code}.ts: ${missing.length} missing, ${extra.length} extra`);
  for (const k of missing) console.log(`  '${k}': ${JSON.stringify(en[k as keyof typeof en])},`);
  for (const k of extra) console.log(`  extra: '${k}'`);
}
process.exitCode = gaps > 0 ? 1 : 0;
