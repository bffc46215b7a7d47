/**
 * The Locations screen's mutations. Each one drops the cached location lookup: a location made,
 * switched off or on, or removed joins or leaves every picker (core/src/venue/locationEnabled.ts),
 * which then asks the server again instead of offering what it read before.
 */
import type { ApolloCache } from '@apollo/client';
import {
  useCreateLocationMutation,
  useDeleteLocationsMutation,
  useUpdateLocationMutation,
} from '../../../generated/graphql.ts';

function forgetLocationLookup(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'locations' });
  cache.gc();
}

type Options<T> = NonNullable<T>;

export const useCreateLocation = (o: Options<Parameters<typeof useCreateLocationMutation>[0]>) =>
  useCreateLocationMutation({ ...o, update: forgetLocationLookup });

export const useUpdateLocation = (o: Options<Parameters<typeof useUpdateLocationMutation>[0]>) =>
  useUpdateLocationMutation({ ...o, update: forgetLocationLookup });

export const useDeleteLocations = () => useDeleteLocationsMutation({ update: forgetLocationLookup });
