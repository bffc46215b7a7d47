/**
 * English texts of the messages a booking sends: the time types and variables they
 * add to the templates, and each booking kind's default template (Liquid: `{{ … }}` is filled
 * when the message is sent, so these texts are not `{name}` messages).
 */
export const bookingMessages = {
  'bookingMessages.timeType.payByLink': 'When a payment link is sent',
  'bookingMessages.timeType.rescheduled': 'When the booking is moved',
  'bookingMessages.timeType.cancelled': 'When the booking is canceled',
  'bookingMessages.timeType.refunded': 'When a refund is made',
  'bookingMessages.variable.activity': 'What is booked',
  'bookingMessages.variable.guests': 'The number of guests booked',
  'bookingMessages.variable.total': 'The booking’s total',
  'bookingMessages.variable.paid': 'What has been paid, less refunds',
  'bookingMessages.variable.refunded': 'What has been refunded',
  'bookingMessages.variable.due': 'What is left to pay',
  'bookingMessages.variable.payLink': 'The payment link (payment link messages only)',
  'bookingMessages.variable.payLinkExpires': 'When the payment link expires',
  'bookingMessages.error.notForSegments':
    'This template is about a booking and cannot be sent to a segment. Choose a template sent manually or on the birthday.',
  'bookingMessages.error.variableNotHere':
    "'{name}' has no value in a message sent at this time: only messages about a booking have the booking’s values, and only the payment link has the link.",
  'bookingMessages.name.confirmation': 'Booking confirmation',
  'bookingMessages.name.payByLink': 'Payment link',
  'bookingMessages.name.rescheduled': 'Booking changed',
  'bookingMessages.name.cancelled': 'Booking canceled',
  'bookingMessages.name.refunded': 'Refund',
  'bookingMessages.name.reminder': 'Visit reminder',
  'bookingMessages.name.thankYou': 'Thank you',
  'bookingMessages.subject.confirmation': 'Your booking {{ booking.confirmationCode }} is confirmed',
  'bookingMessages.body.confirmation':
    '<p>Hello {{ guest.firstName }},</p><p>Your booking for {{ booking.activity }} at {{ location.name }} on {{ booking.date }} at {{ booking.time }} is confirmed. Guests: {{ booking.guests }}.</p><p>Confirmation code: <b>{{ booking.confirmationCode }}</b><br>Total: {{ booking.total }}, paid: {{ booking.paid }}.</p><p>See you soon!</p>',
  'bookingMessages.subject.payByLink': 'Pay for your booking {{ booking.confirmationCode }}',
  'bookingMessages.body.payByLink':
    '<p>Hello {{ guest.firstName }},</p><p>Your booking for {{ booking.activity }} on {{ booking.date }} at {{ booking.time }} has {{ booking.due }} to pay.</p><p>Pay securely here (the link works once and expires {{ payment.expires }}):<br><a href="{{ payment.link }}">{{ payment.link }}</a></p>',
  'bookingMessages.subject.rescheduled': 'Your booking {{ booking.confirmationCode }} has changed',
  'bookingMessages.body.rescheduled':
    '<p>Hello {{ guest.firstName }},</p><p>Your booking for {{ booking.activity }} at {{ location.name }} is now on {{ booking.date }} at {{ booking.time }}. Guests: {{ booking.guests }}.</p><p>Confirmation code: <b>{{ booking.confirmationCode }}</b></p>',
  'bookingMessages.subject.cancelled': 'Your booking {{ booking.confirmationCode }} is canceled',
  'bookingMessages.body.cancelled':
    '<p>Hello {{ guest.firstName }},</p><p>Your booking for {{ booking.activity }} at {{ location.name }} on {{ booking.date }} at {{ booking.time }} is canceled.</p><p>Paid: {{ booking.paid }}, refunded: {{ booking.refunded }}.</p>',
  'bookingMessages.subject.refunded': 'A refund for your booking {{ booking.confirmationCode }}',
  'bookingMessages.body.refunded':
    '<p>Hello {{ guest.firstName }},</p><p>Your booking for {{ booking.activity }} on {{ booking.date }} at {{ booking.time }} has been refunded {{ booking.refunded }} in all.</p><p>Total: {{ booking.total }}, paid: {{ booking.paid }}, left to pay: {{ booking.due }}.</p>',
  'bookingMessages.subject.reminder': 'See you tomorrow at {{ location.name }}',
  'bookingMessages.body.reminder':
    '<p>Hello {{ guest.firstName }},</p><p>A reminder of your visit tomorrow, {{ booking.date }} at {{ booking.time }}: {{ booking.activity }}, guests: {{ booking.guests }}.</p><p>{{ location.name }}, {{ location.address }}</p>',
  'bookingMessages.subject.thankYou': 'Thanks for visiting {{ location.name }}',
  'bookingMessages.body.thankYou': '<p>Thanks for coming, {{ guest.firstName }}! We hope to see you again soon.</p>',
} as const;
