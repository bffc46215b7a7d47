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

  it('keeps a segment condition’s product and the list’s location apart when their ids meet', () => {
    const cache = createCache();
    const PICKERS = gql`
      query Pickers {
        guestSegmentProducts {
          data {
            id
            name
          }
          hasMore
        }
        guestSegmentLocations {
          data {
            id
            name
            code
          }
          hasMore
        }
      }
    `;
    const page = (data: object[]) => ({ __typename: 'SegmentPickerPage', data, hasMore: false });
    cache.writeQuery({
      query: PICKERS,
      data: {
        guestSegmentLocations: page([{ __typename: 'SegmentPickerOption', id: 4, name: 'FunZone Mall', code: 'FZM' }]),
        guestSegmentProducts: page([{ __typename: 'SegmentPickerOption', id: 4, name: 'All-Day Pass', code: null }]),
      },
    });
    const read = cache.readQuery<{
      guestSegmentLocations: { data: { name: string }[] };
      guestSegmentProducts: { data: { name: string }[] };
    }>({ query: PICKERS });
    expect(read?.guestSegmentLocations.data[0]?.name).toBe('FunZone Mall');
    expect(read?.guestSegmentProducts.data[0]?.name).toBe('All-Day Pass');
  });
});
