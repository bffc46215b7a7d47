import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from './createApolloClient.ts';

const CHOICES = gql`
  query Choices {
    revenueClassOptions {
      id
      name
    }
    membershipOptions {
      id
      name
    }
  }
`;
const option = (id: number, name: string) => ({ __typename: 'CatalogueOption', id, name });

describe('the client cache', () => {
  it('keeps options of two lookups apart when their ids meet', () => {
    const cache = createCache();
    cache.writeQuery({
      query: CHOICES,
      data: { revenueClassOptions: [option(3, 'Food & Beverage')], membershipOptions: [option(3, 'Founders Club')] },
    });
    const read = cache.readQuery<{ revenueClassOptions: { name: string }[]; membershipOptions: { name: string }[] }>({
      query: CHOICES,
    });
    expect(read?.revenueClassOptions[0]?.name).toBe('Food & Beverage');
    expect(read?.membershipOptions[0]?.name).toBe('Founders Club');
  });
});
