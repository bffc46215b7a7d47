/**
 * The SDL of a resource screen's repeated shape (core/src/resources/api.ts): its page type, list,
 * detail, sub-table, create, update and remove, with descriptions and `@requires` from
 * RESOURCE_SCREENS (list and sub-table on the menu index, the rest on the screen's permission id).
 */
import { RESOURCE_API, type ResourceApi, resourceApiNames } from '../../core/src/resources/api.ts';
import {
  RESOURCE_SCREENS,
  type ResourceKey,
  type ScreenOperation,
  screenPermission,
} from '../../core/src/resources/screens.ts';

const FLAGS = {
  view: 'VIEW',
  detailView: 'DETAIL_VIEW',
  add: 'ADD',
  updateAndExecute: 'UPDATE_AND_EXECUTE',
  remove: 'REMOVE',
  removeMultiple: 'REMOVE_MULTIPLE',
} as const;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const str = (s: string) => JSON.stringify(s);

/**
 * `@requires` of one operation. The description does not repeat it: the gateway appends the
 * permission to every root field's description from this directive (gateway/src/contract/requirement.ts).
 */
function access(key: ResourceKey, operation: ScreenOperation): { directive: string } {
  const [module, flag] = screenPermission(key, operation);
  const many = operation === 'remove' ? ', many: "ids"' : '';
  return { directive: `@requires(module: ${module}, flag: ${FLAGS[flag]}${many})` };
}

const note = (text: string | undefined) => (text ? `: ${text}` : '');

export function resourceSdl(key: ResourceKey): string {
  const api: ResourceApi = RESOURCE_API[key];
  const n = resourceApiNames(key);
  const [one, many] = api.noun;
  const id = `${cap(one)} id.`;
  const list = access(key, 'list');
  const filters = Object.entries(api.filters ?? {}).map(
    ([name, f]) => `    ${str(f.description)}\n    ${name}: ${f.type}`,
  );
  const query = [
    `  ${str(`${api.title} list. Search matches ${api.search}.`)}`,
    `  ${n.list}(`,
    '    "Zero-based page."',
    '    page: Int = 0',
    '    "Rows per page, 1–100."',
    '    rowsPerPage: Int = 25',
    '    "Text to look for (the web debounces it 500 ms)."',
    '    search: String',
    '    "Sort column."',
    `    sort: ${n.sort} = NAME`,
    '    "Sort direction."',
    '    order: SortOrder = ASC',
    ...filters,
    `  ): ${n.page}! ${list.directive}`,
    `  ${str(`One ${one}.`)}`,
    `  ${n.detail}(${str(id)} id: Int!): ${n.detailType}! ${access(key, 'detail').directive}`,
  ];
  if (n.subTable) {
    query.push(
      `  ${str(`A ${one}'s sub-table: the rows its expanded row shows.`)}`,
      `  ${n.subTable}(${str(id)} id: Int!): [${api.subTable}!]! ${list.directive}`,
    );
  }
  const add = access(key, 'add');
  const update = access(key, 'update');
  const mutation = [
    `  ${str(`Creates a ${one}${note(api.notes?.create)}.`)}`,
    `  ${n.create}("The form." input: ${n.input}!): ${n.detailType}! ${add.directive}`,
    `  ${str(`Saves a ${one} if \`version\` is still current, else CONFLICT.`)}`,
    `  ${n.update}(`,
    `    ${str(id)}`,
    '    id: Int!',
    `    ${str(`The version read with the ${one}.`)}`,
    '    version: Int!',
    '    "The form."',
    `    input: ${n.updateInput}!`,
    `  ): ${n.detailType}! ${update.directive}`,
  ];
  if (n.remove && api.remove) {
    const remove = access(key, 'remove');
    const versions = api.remove.versions
      ? '\n    "The versions read, in the order of `ids`; a stale one refuses the removal with CONFLICT."\n    versions: [Int!]'
      : '';
    mutation.push(
      `  ${str(`Removes ${many}${note(api.notes?.remove)}.`)}`,
      `  ${n.remove}(\n    ${str(`${cap(one)} ids.`)}\n    ids: [Int!]!${versions}\n  ): RemoveResult! ${remove.directive}`,
    );
  }
  return [
    `# ${api.title} (${RESOURCE_SCREENS[key].path}, REST ${RESOURCE_SCREENS[key].rest}): the shape every resource screen shares.`,
    '',
    `"One page of ${many}."`,
    `type ${n.page} {`,
    `  "The ${many} of this page."`,
    `  rows: [${n.type}!]!`,
    `  "${cap(many)} matching the search and filters, over every page."`,
    '  total: Int!',
    '  "Zero-based page number answered."',
    '  page: Int!',
    '  "Page size answered."',
    '  rowsPerPage: Int!',
    '}',
    '',
    'extend type Query {',
    ...query,
    '}',
    '',
    'extend type Mutation {',
    ...mutation,
    '}',
    '',
  ].join('\n');
}
