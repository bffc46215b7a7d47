import type { bookingMessages as en } from '../en/bookingMessages.ts';

/**
 * Spanish texts of the messages a booking sends: time types, variables and default templates.
 * Only keys of en/bookingMessages.ts; `Partial` as ../es.ts explains.
 */
export const bookingMessages = {
  'bookingMessages.timeType.payByLink': 'Al enviar un enlace de pago',
  'bookingMessages.timeType.rescheduled': 'Al cambiar la reserva de fecha u hora',
  'bookingMessages.timeType.cancelled': 'Al cancelar la reserva',
  'bookingMessages.timeType.refunded': 'Al hacer un reembolso',
  'bookingMessages.variable.activity': 'Lo que se reserva',
  'bookingMessages.variable.guests': 'El número de invitados de la reserva',
  'bookingMessages.variable.total': 'El total de la reserva',
  'bookingMessages.variable.paid': 'Lo pagado, menos los reembolsos',
  'bookingMessages.variable.refunded': 'Lo reembolsado',
  'bookingMessages.variable.due': 'Lo que queda por pagar',
  'bookingMessages.variable.payLink': 'El enlace de pago (solo en los mensajes de enlace de pago)',
  'bookingMessages.variable.payLinkExpires': 'Cuándo caduca el enlace de pago',
  'bookingMessages.error.notForSegments':
    'Esta plantilla trata de una reserva y no puede enviarse a un segmento. Elija una plantilla de envío manual o de cumpleaños.',
  'bookingMessages.error.variableNotHere':
    "'{name}' no tiene valor en un mensaje enviado en este momento: solo los mensajes sobre una reserva tienen sus datos, y solo el enlace de pago tiene el enlace.",
  'bookingMessages.name.confirmation': 'Confirmación de reserva',
  'bookingMessages.name.payByLink': 'Enlace de pago',
  'bookingMessages.name.rescheduled': 'Reserva modificada',
  'bookingMessages.name.cancelled': 'Reserva cancelada',
  'bookingMessages.name.refunded': 'Reembolso',
  'bookingMessages.name.reminder': 'Recordatorio de visita',
  'bookingMessages.name.thankYou': 'Gracias',
  'bookingMessages.subject.confirmation': 'Su reserva {{ booking.confirmationCode }} está confirmada',
  'bookingMessages.body.confirmation':
    '<p>Hola, {{ guest.firstName }}:</p><p>Su reserva de {{ booking.activity }} en {{ location.name }} el {{ booking.date }} a las {{ booking.time }} está confirmada. Invitados: {{ booking.guests }}.</p><p>Código de confirmación: <b>{{ booking.confirmationCode }}</b><br>Total: {{ booking.total }}, pagado: {{ booking.paid }}.</p><p>¡Hasta pronto!</p>',
  'bookingMessages.subject.payByLink': 'Pague su reserva {{ booking.confirmationCode }}',
  'bookingMessages.body.payByLink':
    '<p>Hola, {{ guest.firstName }}:</p><p>Su reserva de {{ booking.activity }} el {{ booking.date }} a las {{ booking.time }} tiene {{ booking.due }} pendiente de pago.</p><p>Pague de forma segura aquí (el enlace sirve una vez y caduca el {{ payment.expires }}):<br><a href="{{ payment.link }}">{{ payment.link }}</a></p>',
  'bookingMessages.subject.rescheduled': 'Su reserva {{ booking.confirmationCode }} ha cambiado',
  'bookingMessages.body.rescheduled':
    '<p>Hola, {{ guest.firstName }}:</p><p>Su reserva de {{ booking.activity }} en {{ location.name }} es ahora el {{ booking.date }} a las {{ booking.time }}. Invitados: {{ booking.guests }}.</p><p>Código de confirmación: <b>{{ booking.confirmationCode }}</b></p>',
  'bookingMessages.subject.cancelled': 'Su reserva {{ booking.confirmationCode }} está cancelada',
  'bookingMessages.body.cancelled':
    '<p>Hola, {{ guest.firstName }}:</p><p>Su reserva de {{ booking.activity }} en {{ location.name }} el {{ booking.date }} a las {{ booking.time }} está cancelada.</p><p>Pagado: {{ booking.paid }}, reembolsado: {{ booking.refunded }}.</p>',
  'bookingMessages.subject.refunded': 'Un reembolso de su reserva {{ booking.confirmationCode }}',
  'bookingMessages.body.refunded':
    '<p>Hola, {{ guest.firstName }}:</p><p>Su reserva de {{ booking.activity }} el {{ booking.date }} a las {{ booking.time }} lleva reembolsado {{ booking.refunded }} en total.</p><p>Total: {{ booking.total }}, pagado: {{ booking.paid }}, pendiente: {{ booking.due }}.</p>',
  'bookingMessages.subject.reminder': 'Hasta mañana en {{ location.name }}',
  'bookingMessages.body.reminder':
    '<p>Hola, {{ guest.firstName }}:</p><p>Le recordamos su visita de mañana, {{ booking.date }} a las {{ booking.time }}: {{ booking.activity }}, invitados: {{ booking.guests }}.</p><p>{{ location.name }}, {{ location.address }}</p>',
  'bookingMessages.subject.thankYou': 'Gracias por visitar {{ location.name }}',
  'bookingMessages.body.thankYou': '<p>¡Gracias por venir, {{ guest.firstName }}! Esperamos verle de nuevo pronto.</p>',
} satisfies Partial<Record<keyof typeof en, string>>;
