import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * The fields a selection set asks for, whether named in it or through its fragment spreads and
 * inline fragments (not its fields' own selections): a client may ask for a field either way.
 */
export function fieldsOf(
  selectionSet: SelectionSetNode,
  fragments: GraphQLResolveInfo["fragments"],
): FieldNode[] {
  const collect = ({ selections }: SelectionSetNode, seen: Set<string>): FieldNode[] =>
    selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return collect(selection.selectionSet, seen);
      const fragment = fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) return [];
      return collect(fragment.selectionSet, new Set([...seen, fragment.name.value]));
    });
  return collect(selectionSet, new Set());
}
