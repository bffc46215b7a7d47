import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { timeoutLink } from './inFlight.ts';
import { pagedListPolicy } from './pagedList.ts';
import { errorLink, headersLink, successLink, type ToastReaction } from './links.ts';

export interface ApolloHandlers {
  getMasterClientId: () => number | null;
  /** UNAUTHENTICATED: sign out locally, no toast. */
  onUnauthenticated: () => void;
  onToast: (reaction: ToastReaction) => void;
  onSuccess: () => void;
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Me: { keyFields: ['userId'] },
      Profile: { keyFields: ['userId'] },
      MasterClient: { keyFields: ['masterClientId'] },
      LocationLookup: { keyFields: ['locationId'] },
      DnsEntry: { keyFields: false },
      // One type for the options of many lookups (revenue classes, memberships, credit types …):
      // its ids are only unique within one lookup, so options are never merged by id.
      CatalogueOption: { keyFields: false },
      // The same for the guest segments' pickers: a product and a location of one id are two
      // choices (merged by id, the list's location picker read a product's name).
      SegmentPickerOption: { keyFields: false },
      // A dashboard has no id: its widget fields, loaded together or one by one, merge into it.
      OwnersBoxDashboard: { merge: true },
      OperationalEfficiencyDashboard: { merge: true },
      DriveRevenueDashboard: { merge: true },
      GuestExperienceDashboard: { merge: true },
      Query: {
        fields: {
          contacts: { merge: false },
          masterClients: { merge: false },
          // The product pickers' pages (spec/3 §4): a search replaces, a next page appends by id.
          productOptions: pagedListPolicy(),
        },
      },
    },
  });
}

/** The one Apollo Client: same-origin /graphql with the session cookie. */
export function createApolloClient(handlers: ApolloHandlers, uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      errorLink({ onLogout: handlers.onUnauthenticated, onToast: handlers.onToast }),
      successLink(handlers.onSuccess),
      headersLink(handlers.getMasterClientId),
      // Inside the error link, so a timeout gets the shared reaction ('Timeout: Request failed').
      timeoutLink(),
      new HttpLink({ uri, credentials: 'same-origin' }),
    ]),
  });
}
