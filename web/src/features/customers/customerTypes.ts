import type { CustomerFieldsFragment } from '../../generated/graphql.ts';

export type CustomerRow = CustomerFieldsFragment;

/** The New customer form as typed (core normalises and checks it on the server too). */
export interface NewCustomerValues {
  name: string;
  country: string;
  timeZone: string;
  currency: string;
  directorFirstName: string;
  directorLastName: string;
  directorEmail: string;
  directorLanguageId: number;
}

/** The browser's own zone is the likeliest for a customer opened from here; US dollars otherwise. */
export const emptyCustomer = (): NewCustomerValues => ({
  name: '',
  country: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  currency: 'USD',
  directorFirstName: '',
  directorLastName: '',
  directorEmail: '',
  directorLanguageId: 1,
});
