import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { pagedListPolicy } from './pagedList.ts';

const QUERY = gql`
  query Picker($search: String, $page: Int) {
    picker(search: $search, page: $page) {
      hasMore
      data {
        id
        name
      }
    }
  }
`;

const row = (id: number, name = `Product ${id}`) => ({ __typename: 'PickerRow', id, name });
const page = (rows: ReturnType<typeof row>[], hasMore: boolean) => ({
  picker: { __typename: 'PickerPage', hasMore, data: rows },
});

function cacheWithPolicy() {
  return new InMemoryCache({ typePolicies: { Query: { fields: { picker: pagedListPolicy() } } } });
}

const names = (cache: InMemoryCache, search: string) =>
  cache
    .readQuery<ReturnType<typeof page>>({ query: QUERY, variables: { search, page: 0 } })
    ?.picker.data.map((r) => r.id);

describe('pagedListPolicy', () => {
  it('appends a next page without repeating a product already listed', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: QUERY, variables: { search: '', page: 0 }, data: page([row(1), row(2)], true) });
    cache.writeQuery({ query: QUERY, variables: { search: '', page: 1 }, data: page([row(2), row(3)], false) });
    expect(names(cache, '')).toEqual([1, 2, 3]);
    const read = cache.readQuery<ReturnType<typeof page>>({ query: QUERY, variables: { search: '', page: 0 } });
    expect(read?.picker.hasMore).toBe(false);
  });

  it('replaces the list when a search loads its first page', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: QUERY, variables: { search: 'pop', page: 0 }, data: page([row(1), row(2)], true) });
    cache.writeQuery({ query: QUERY, variables: { search: 'pop', page: 0 }, data: page([row(5)], false) });
    expect(names(cache, 'pop')).toEqual([5]);
  });

  it('keeps the lists of two searches apart', () => {
    const cache = cacheWithPolicy();
    cache.writeQuery({ query: QUERY, variables: { search: 'a', page: 0 }, data: page([row(1)], false) });
    cache.writeQuery({ query: QUERY, variables: { search: 'b', page: 0 }, data: page([row(7)], false) });
    expect(names(cache, 'a')).toEqual([1]);
    expect(names(cache, 'b')).toEqual([7]);
  });
});
