// 'graphql/index.js', not 'graphql': one copy of graphql for vitest and graphql-tools (see auth/access.ts).
import {
  type GraphQLArgument,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
} from 'graphql/index.js';

const blank = (text: string | null | undefined) => !text?.trim();

function argsMissing(where: string, args: readonly GraphQLArgument[]): string[] {
  return args.filter((arg) => blank(arg.description)).map((arg) => `${where}(${arg.name}:)`);
}

/**
 * Every type, field, argument, input field, enum value and directive of our own that has no
 * description, named as `Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE` or `@directive`.
 * The schema's descriptions are the API documentation internal tools read (STYLE.md point 14).
 * GraphQL's own scalars, directives and introspection types are not ours to describe.
 */
export function missingDescriptions(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    if (blank(directive.description)) missing.push(`@${directive.name}`);
    missing.push(...argsMissing(`@${directive.name}`, directive.args));
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const where = `${type.name}.${field.name}`;
        if (blank(field.description)) missing.push(where);
        missing.push(...argsMissing(where, field.args));
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}
