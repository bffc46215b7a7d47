/**
 * The web's operations of a resource screen (core/src/resources/api.ts): a fragment selecting
 * every field of the entity type (object fields recursively), the list and detail queries and the
 * create, update and remove mutations, named as the screens' hooks expect
 * (`useCatalogueFoodModifiersQuery` …).
 */
import { type GraphQLObjectType, type GraphQLSchema, getNamedType, isObjectType } from 'graphql';
import { RESOURCE_API, type ResourceApi, resourceApiNames } from '../../core/src/resources/api.ts';
import type { ResourceKey } from '../../core/src/resources/screens.ts';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every field of a type, nested selections for object fields, at the given indent. */
function selection(type: GraphQLObjectType, indent: string): string[] {
  return Object.values(type.getFields()).flatMap((field) => {
    const named = getNamedType(field.type);
    if (!isObjectType(named)) return [`${indent}${field.name}`];
    return [`${indent}${field.name} {`, ...selection(named, `${indent}  `), `${indent}}`];
  });
}

function fragment(schema: GraphQLSchema, name: string, typeName: string): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type of the schema`);
  return [`fragment ${name} on ${typeName} {`, ...selection(type, '  '), '}'].join('\n');
}

export function resourceOperations(schema: GraphQLSchema, key: ResourceKey): string {
  const api: ResourceApi = RESOURCE_API[key];
  const n = resourceApiNames(key);
  const filters = Object.entries(api.filters ?? {});
  const variables = [
    '$page: Int!',
    '$rowsPerPage: Int!',
    '$search: String',
    `$sort: ${n.sort}`,
    '$order: SortOrder',
    ...filters.map(([name, f]) => `$${name}: ${f.type}`),
  ];
  const args = ['page', 'rowsPerPage', 'search', 'sort', 'order', ...filters.map(([name]) => name)];
  const parts = [`# ${api.title}`, fragment(schema, n.fragment, n.type)];
  if (n.detailFragment !== n.fragment) parts.push(fragment(schema, n.detailFragment, n.detailType));
  const detail = `...${n.detailFragment}`;
  parts.push(
    `query ${n.listOperation}(\n  ${variables.join('\n  ')}\n) {
  ${n.list}(${args.map((a) => `${a}: $${a}`).join(', ')}) {
    total
    page
    rowsPerPage
    rows {
      ...${n.fragment}
    }
  }
}`,
    `query ${n.detailOperation}($id: Int!) {\n  ${n.detail}(id: $id) {\n    ${detail}\n  }\n}`,
    `mutation ${cap(n.create)}($input: ${n.input}!) {\n  ${n.create}(input: $input) {\n    ${detail}\n  }\n}`,
    `mutation ${cap(n.update)}($id: Int!, $version: Int!, $input: ${n.updateInput}!) {
  ${n.update}(id: $id, version: $version, input: $input) {\n    ${detail}\n  }\n}`,
  );
  if (n.remove && api.remove) {
    const [vars, passed] = api.remove.versions
      ? ['$ids: [Int!]!, $versions: [Int!]', 'ids: $ids, versions: $versions']
      : ['$ids: [Int!]!', 'ids: $ids'];
    parts.push(`mutation ${cap(n.remove)}(${vars}) {\n  ${n.remove}(${passed}) {\n    removed\n    message\n  }\n}`);
  }
  return `${parts.join('\n\n')}\n`;
}
