/** Whether a widget field's selection asks for its figures per tab (directly or in a fragment). */
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

function selects(set: SelectionSetNode | undefined, field: string, info: GraphQLResolveInfo): boolean {
  return (set?.selections ?? []).some((node) => {
    if (node.kind === Kind.FIELD) return node.name.value === field;
    if (node.kind === Kind.INLINE_FRAGMENT) return selects(node.selectionSet, field, info);
    return selects(info.fragments[node.name.value]?.selectionSet, field, info);
  });
}

/** True when the widget's selection includes perTab: only then are the other tabs computed. */
export function selectsPerTab(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) => selects(node.selectionSet, 'perTab', info));
}
