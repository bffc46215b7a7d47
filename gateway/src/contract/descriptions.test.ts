import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.ts';
import { missingDescriptions } from './descriptions.ts';

describe('every part of the schema is described', () => {
  it('leaves nothing of schema/ undescribed', () => {
    // The SDL as written: the served schema appends the permission to root fields, which would
    // hide a root field written without a description of its own.
    const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
    expect(missingDescriptions(schema)).toEqual([]);
  });

  it('names each undescribed type, field, argument, input field, enum value and directive', () => {
    const schema = makeExecutableSchema({
      typeDefs: `
        directive @audited(reason: String) on FIELD_DEFINITION
        "Described."
        type Query {
          "Described."
          described("Described." id: Int): Int
          bare(id: Int, "  " blank: Int): Thing @audited
        }
        type Thing { "Described." name: String }
        input Filter { value: Int }
        "Described."
        enum Size { "Described." SMALL LARGE }
        "Described."
        type Mutation { "Described." set("Described." filter: Filter, size: Size): Int }
      `,
    });
    expect(missingDescriptions(schema).sort()).toEqual(
      [
        '@audited',
        '@audited(reason:)',
        'Query.bare',
        'Query.bare(id:)',
        'Query.bare(blank:)',
        'Thing',
        'Filter',
        'Filter.value',
        'Size.LARGE',
        'Mutation.set(size:)',
      ].sort(),
    );
  });
});
