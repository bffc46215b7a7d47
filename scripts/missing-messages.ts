/**
 * Lists, area by area, the keys the Georgian and Spanish catalogues lack (with the English text
 * to translate) and the keys English no longer has. Exit code 1 when there is anything to do.
 *   pnpm exec tsx scripts/missing-messages.ts
 */
import { catalogueGaps } from '../core/src/messages/check.ts';
import { type AreaName, enAreas } from '../core/src/messages/en.ts';
import { esAreas } from '../core/src/messages/es.ts';
import { kaAreas } from '../core/src/messages/ka.ts';

let gaps = 0;
for (const [code, areas] of [
  ['ka', kaAreas],
  ['es', esAreas],
] as const) {
  let missingCount = 0;
  let extraCount = 0;
  for (const area of Object.keys(enAreas) as AreaName[]) {
    const english: Readonly<Record<string, string>> = enAreas[area];
    const { missing, extra } = catalogueGaps(areas[area], english);
    missingCount += missing.length;
    extraCount += extra.length;
    if (missing.length + extra.length === 0) continue;
    console.log(`core/src/messages/${code}/${area}.ts: ${missing.length} missing, ${extra.length} extra`);
    for (const k of missing) console.log(`  '${k}': ${JSON.stringify(english[k])},`);
    for (const k of extra) console.log(`  extra: '${k}'`);
  }
  gaps += missingCount + extraCount;
  console.log(`core/src/messages/${code}: ${missingCount} missing, ${extraCount} extra`);
}
process.exitCode = gaps > 0 ? 1 : 0;
