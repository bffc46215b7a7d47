import { getDocumentNodeFromSchema } from '@graphql-tools/utils';
import { type DefinitionNode, type GraphQLSchema, Kind, print } from 'graphql/index.js';

/** Where the printed schema and its release baseline live: outside schema/, which every SDL reader globs. */
export const CONTRACT_DIR = 'contract';

const HEADER =
  '# The whole GraphQL schema the gateway serves, printed by `pnpm codegen` (scripts/print-schema.ts)\n' +
  '# from schema/ — do not edit. Breaking changes: schema/README.md.\n\n';

/** The schema definition, then directives, then types; each group by name. */
function rank(definition: DefinitionNode): string {
  if (definition.kind === Kind.SCHEMA_DEFINITION) return '0';
  const name = 'name' in definition ? (definition.name?.value ?? '') : '';
  return `${definition.kind === Kind.DIRECTIVE_DEFINITION ? '1' : '2'}${name}`;
}

/**
 * The schema as one SDL document: types, fields, arguments, descriptions (with each root field's
 * permission) and the directives applied to them, which graphql's own printSchema leaves out.
 * Types are sorted by name, so moving one between files of schema/ does not churn the printed
 * file; fields and arguments keep the order their authors gave them.
 */
export function printContract(schema: GraphQLSchema): string {
  const document = getDocumentNodeFromSchema(schema);
  const definitions = [...document.definitions].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
  // Blank lines inside block-string descriptions print with indentation; the value is the same without it.
  const sdl = print({ ...document, definitions }).replace(/^[ \t]+$/gm, '');
  return `${HEADER}${sdl}\n`;
}
