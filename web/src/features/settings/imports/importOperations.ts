import type { ImportKind } from '@marquee/core/imports/kinds';
import type { TypedDocumentNode } from '@apollo/client';
import {
  GuestImportDocument,
  GuestImportsDocument,
  PreviewGuestImportDocument,
  PreviewProductImportDocument,
  PreviewVenueImportDocument,
  ProductImportDocument,
  ProductImportsDocument,
  StartGuestImportDocument,
  StartProductImportDocument,
  StartVenueImportDocument,
  type PreviewVenueImportMutation,
  type PreviewVenueImportMutationVariables,
  type StartVenueImportMutation,
  type StartVenueImportMutationVariables,
  VenueImportDocument,
  type VenueImportQuery,
  type VenueImportQueryVariables,
  VenueImportsDocument,
  type VenueImportsQuery,
  type VenueImportsQueryVariables,
} from '../../../generated/graphql.ts';

/**
 * Each kind's operations (Imports.graphql). They alias their fields alike, so every kind's answer
 * has the sales operations' shape and the screen is written once.
 */
export interface ImportOperations {
  one: TypedDocumentNode<VenueImportQuery, VenueImportQueryVariables>;
  list: TypedDocumentNode<VenueImportsQuery, VenueImportsQueryVariables>;
  preview: TypedDocumentNode<PreviewVenueImportMutation, PreviewVenueImportMutationVariables>;
  start: TypedDocumentNode<StartVenueImportMutation, StartVenueImportMutationVariables>;
}

export const IMPORT_OPERATIONS: Readonly<Record<ImportKind, ImportOperations>> = {
  SALES: {
    one: VenueImportDocument,
    list: VenueImportsDocument,
    preview: PreviewVenueImportDocument,
    start: StartVenueImportDocument,
  },
  GUESTS: {
    one: GuestImportDocument,
    list: GuestImportsDocument,
    preview: PreviewGuestImportDocument,
    start: StartGuestImportDocument,
  },
  PRODUCTS: {
    one: ProductImportDocument,
    list: ProductImportsDocument,
    preview: PreviewProductImportDocument,
    start: StartProductImportDocument,
  },
};
