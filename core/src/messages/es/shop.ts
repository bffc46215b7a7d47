import type { shop as en } from '../en/shop.ts';

/** Spanish texts of the guest shop's booking. Only keys of en/shop.ts; `Partial` as ../es.ts explains. */
export const shop = {
  'shop.error.offering': 'Esta oferta no se puede reservar en línea.',
  'shop.error.slot': 'Elija una de las horas ofrecidas.',
  'shop.error.blackout': 'El local no acepta reservas en línea este día.',
  'shop.error.slotFull': 'Esta hora está completa. Elija otra, por favor.',
  'shop.error.places': 'No hay plazas suficientes: quedan {places} a esta hora.',
  'shop.error.guests': 'Indique un número de invitados entre {min} y {max}.',
  'shop.error.phone': 'Indique un número de teléfono (dígitos, espacios, +, - y paréntesis).',
  'shop.error.promptRequired': 'Responda a esta pregunta, por favor.',
  'shop.error.discountUnknown': 'Este código de descuento no es válido.',
  'shop.error.discountNotYet': 'Este código de descuento aún no es válido.',
  'shop.error.discountExpired': 'Este código de descuento ha caducado.',
  'shop.error.discountUsedUp': 'Este código de descuento ya se ha agotado.',
  'shop.error.discountGuestUsed': 'Ya ha usado este código de descuento.',
  'shop.error.discountOffering': 'Este código de descuento no se aplica a esta oferta.',
  'shop.error.dealSoldOut': 'No hay plazas suficientes al precio de la oferta: quedan {places}.',
  'shop.error.form': 'Este formulario ha caducado. Revise sus datos y envíelo de nuevo.',
  // The settings screen's blackout dates.
  'shop.settings.blackout': 'Días bloqueados',
  'shop.settings.blackoutHint':
    'Días en que la tienda en línea no acepta reservas, una vez o repitiéndose desde ese día.',
  'shop.settings.blackoutDate': 'Día bloqueado {n}',
  'shop.settings.repeat': 'Se repite',
  'shop.settings.addBlackout': 'Añadir día bloqueado',
  'shop.repeat.NONE': 'No se repite',
  'shop.repeat.WEEKLY': 'Cada semana',
  'shop.repeat.MONTHLY': 'Cada mes',
  'shop.repeat.YEARLY': 'Cada año',
} satisfies Partial<Record<keyof typeof en, string>>;
