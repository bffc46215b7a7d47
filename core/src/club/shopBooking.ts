/**
 * The guest shop's booking contract between the REST API (repositories/clubbooking/shopBooking.ts,
 * which answers it) and the gateway (http/shopBooking.ts, which renders it as HTML): the booking
 * form's data, the price quoted and the confirmation.
 */
import type { OnlineBookingSettings, WEEKDAYS } from './settings.ts';

export interface ShopSlot {
  /** 'HH:mm' local. */
  time: string;
  /** Places left at this time; null: unlimited. */
  placesLeft: number | null;
}

export interface ShopBookingDay {
  date: string;
  weekday: (typeof WEEKDAYS)[number];
  /** A blackout date: nothing is offered. */
  blackout: boolean;
  slots: ShopSlot[];
}

/** The location a shop page shows: its names, zone, money, branding and the guest's prompts. */
export interface ShopPlace {
  locationName: string;
  locationCode: string;
  timeZone: string;
  currency: string;
  branding: OnlineBookingSettings['branding'];
  prompts: OnlineBookingSettings['customPrompts']['prompts'];
}

export interface ShopBookingForm extends ShopPlace {
  offering: {
    id: number;
    name: string;
    priceType: string;
    price: string | null;
    dealPrice: string | null;
    dealName: string | null;
    durationMinutes: number;
    minGuests: number;
    maxGuests: number;
  };
  days: ShopBookingDay[];
}

export interface ShopQuote {
  list: string;
  subtotal: string;
  discount: string;
  total: string;
  dealName: string | null;
  discountCode: string | null;
}

export interface ShopConfirmation {
  confirmationCode: string;
  locationName: string;
  offeringName: string;
  date: string;
  startTime: string;
  guests: number;
  name: string;
  email: string;
  total: string;
  /** Due at the venue (online bookings are paid there). */
  due: string;
  currency: string;
}
