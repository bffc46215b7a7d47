/**
 * `pnpm codegen` runs this last: prints the schema the gateway serves (all of schema/, with the
 * permission each root field needs) to contract/schema.graphql, the one file tools read.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACT_DIR, printContract } from '../gateway/src/contract/print.ts';
import { buildGatewaySchema } from '../gateway/src/schema.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(`${root}/${CONTRACT_DIR}/schema.graphql`, printContract(buildGatewaySchema()));
