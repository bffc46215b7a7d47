import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';

/** Deep enough for any screen's query; a nested-abuse query is refused before it runs. */
export const MAX_DEPTH = 12;
/** Aliases multiply upstream calls; a screen never needs more than a handful. */
export const MAX_ALIASES = 15;

// Report through the validation context rather than throw, so Apollo answers a normal 400
// GRAPHQL_VALIDATION_FAILED instead of treating the rule's exception as a crash.
const report = {
  propagateOnRejection: false,
  onReject: [(ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(error)],
};

export const limitRules: ValidationRule[] = [
  maxDepthRule({ n: MAX_DEPTH, ...report }),
  maxAliasesRule({ n: MAX_ALIASES, ...report }),
];
