import type { feed as en } from '../en/feed.ts';

/** Spanish texts of the venue transaction feed. Only keys of en/feed.ts. */
export const feed = {
  'feed.area': 'Fuentes de datos',
  'feed.permission': 'Flujo de ventas',
  'feed.error.tooMany': 'Envíe como máximo {max} transacciones por llamada.',
  'feed.error.object': 'Debe ser un objeto.',
  'feed.error.required': 'Obligatorio.',
  'feed.error.text': 'Debe ser un texto de como máximo {max} caracteres.',
  'feed.error.instant':
    'Debe ser un instante ISO 8601 con su desfase (p. ej. 2026-05-01T18:30:00-04:00), desde el año 2000.',
  'feed.error.instantFuture': 'Está en el futuro: revise el reloj de la caja.',
  'feed.error.channel': 'Debe ser WALK_IN, KIOSK u ONLINE.',
  'feed.error.kind': 'Debe ser SALE, REFUND o VOID.',
  'feed.error.tender': 'Debe ser CASH, CARD, GIFT_CARD, CREDIT, VOUCHER u OTHER.',
  'feed.error.amount': 'Debe ser un importe como 12.50: como máximo 6 dígitos antes del punto y 2 después.',
  'feed.error.paymentZero': 'Un pago debe ser mayor que 0.00.',
  'feed.error.quantity': 'Debe ser un número entero de 1 a {max}.',
  'feed.error.productId': 'Debe ser un id de producto.',
  'feed.error.lines': 'Indique de 1 a {max} líneas.',
  'feed.error.payments': 'Indique como máximo {max} pagos.',
  'feed.error.paymentsTotal': 'Los pagos ({paid}) deben igualar el total de las líneas ({total}).',
  'feed.error.originalOnSale': 'Solo una devolución o una anulación nombra un original.',
  'feed.error.email': 'Debe ser una dirección de correo electrónico.',
  'feed.error.phone': 'Debe ser un número de teléfono: de 4 a 19 dígitos, con un + opcional delante.',
  'feed.error.guestContact': 'Un invitado necesita un correo electrónico o un número de teléfono.',
  'feed.error.unknownLocation': 'Ninguna ubicación tiene el código {code}.',
  'feed.error.unknownProduct': 'Ningún producto tiene el id {id}.',
  'feed.error.unknownOriginal': 'Ninguna venta tiene el externalId {id} en esta ubicación.',
  'feed.error.beyondOriginal': 'Las devoluciones y anulaciones de {id} sumarían {total}, más que su {original}.',
  'feed.error.idReused': 'Este externalId ya se registró con otro contenido; envíe un externalId nuevo.',
} satisfies Partial<Record<keyof typeof en, string>>;
