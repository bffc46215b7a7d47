/** English texts of the public guest shop's booking (issue 13): what the server refuses, field by field. */
export const shop = {
  'shop.error.offering': 'This offering cannot be booked online.',
  'shop.error.slot': 'Choose one of the times offered.',
  'shop.error.blackout': 'The venue takes no online bookings on this day.',
  'shop.error.slotFull': 'This time is fully booked. Please choose another.',
  'shop.error.places': 'Only {places} places are left at this time.',
  'shop.error.guests': 'Enter a number of guests from {min} to {max}.',
  'shop.error.phone': 'Enter a phone number (digits, spaces, +, - and brackets).',
  'shop.error.promptRequired': 'Please answer this question.',
  'shop.error.discountUnknown': 'This discount code is not valid.',
  'shop.error.discountNotYet': 'This discount code is not valid yet.',
  'shop.error.discountExpired': 'This discount code has expired.',
  'shop.error.discountUsedUp': 'This discount code has been fully used.',
  'shop.error.discountGuestUsed': 'You have already used this discount code.',
  'shop.error.discountOffering': 'This discount code does not apply to this offering.',
  'shop.error.dealSoldOut': 'Only {places} places are left at the deal price.',
  'shop.error.form': 'This form has expired. Please check your details and send it again.',
} as const;
