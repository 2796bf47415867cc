import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  type GraphQLNamedType,
} from "graphql";

/** Some valid value of `type`: an input object gets its required fields, nothing more. */
export function standIn(type: GraphQLNamedType): unknown {
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(
      required.map((field) => [field.name, standIn(getNamedType(field.type))]),
    );
  }
  return ({ Int: 1, Float: 1, Boolean: true } as Record<string, unknown>)[type.name] ?? "x";
}
