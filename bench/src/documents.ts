/**
 * The GraphQL documents the web sends, read from its .graphql files: each dashboard's main query
 * (every widget the user may view, with the fragments it spreads) and the users settings list,
 * with the variables the web uses by default (empty filter, first page of 25).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DefinitionNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from 'graphql';

const WEB_FEATURES = fileURLToPath(new URL('../../web/src/features/', import.meta.url));
/** The operations generated for the resource screens (scripts/resources-codegen.ts). */
const WEB_GENERATED = fileURLToPath(new URL('../../web/src/generated/', import.meta.url));

export interface BenchDocument {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** A dashboard load (counted in dashboards/s) or another screen's query. */
  dashboard: boolean;
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

function definitions(dir: string): DefinitionNode[] {
  return graphqlFiles(dir).flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
}

/** The operation printed with every fragment it spreads, directly or through other fragments. */
function withFragments(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): string {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`fragment ${name} not found`);
        if (needed.has(name)) return;
        needed.set(name, fragment);
        collect(fragment);
      },
    });
  };
  collect(operation);
  return [operation, ...needed.values()].map((d) => print(d)).join('\n');
}

const MAIN_DASHBOARD_QUERIES = [
  'OwnersBoxDashboard',
  'DriveRevenueDashboard',
  'OperationalDashboard',
  'GuestExperienceDashboard',
];

/** The four dashboard loads and one settings list, in the order each session runs them. */
export function benchDocuments(): BenchDocument[] {
  const all = [
    ...definitions(join(WEB_FEATURES, 'dashboards')),
    ...definitions(join(WEB_FEATURES, 'settings')),
    ...definitions(WEB_GENERATED),
  ];
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = new Map<string, OperationDefinitionNode>();
  for (const d of all) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    if (d.kind === Kind.OPERATION_DEFINITION && d.name) operations.set(d.name.value, d);
  }
  const operation = (name: string) => {
    const found = operations.get(name);
    if (!found) throw new Error(`operation ${name} not found in web/src/features or web/src/generated`);
    return found;
  };
  const dashboards = MAIN_DASHBOARD_QUERIES.map((name): BenchDocument => {
    const op = operation(name);
    // The web sets each `$canX` from the user's permissions; the bench users may view every widget.
    const include = Object.fromEntries(
      (op.variableDefinitions ?? [])
        .map((v) => v.variable.name.value)
        .filter((v) => /^can[A-Z]/.test(v))
        .map((v) => [v, true]),
    );
    return { name, query: withFragments(op, fragments), variables: { filter: {}, ...include }, dashboard: true };
  });
  const users: BenchDocument = {
    name: 'SettingsUsers',
    query: withFragments(operation('SettingsUsers'), fragments),
    variables: { page: 0, rowsPerPage: 25, search: null, sort: null, order: 'ASC', roleId: null },
    dashboard: false,
  };
  return [...dashboards, users];
}
