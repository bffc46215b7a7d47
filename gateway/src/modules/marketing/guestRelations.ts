/** The resolvers of schema/marketing/: guests, guest segments and CRM. */
import { crmResolvers } from './crm.ts';
import { guestResolvers } from './guests.ts';
import { segmentResolvers } from './segments.ts';

export const GUEST_RELATION_RESOLVERS = [guestResolvers, segmentResolvers, crmResolvers];
