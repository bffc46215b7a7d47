import type { resources as en } from '../en/resources.ts';

/**
 * Spanish texts of the resource wing: field rules, each screen's list texts, the leave guard.
 * Only keys of en/resources.ts; `Partial` as ../es.ts explains.
 */
export const resources = {
  // Resource wing (backend helper) — begin
  'settings.directorUsers.empty': 'No hay usuarios directores',
  'settings.directorUsers.saved': 'El usuario director se guardó correctamente',
  'resources.nameTaken': 'Este nombre ya está en uso.',
  'resources.storeNumberDigits': 'Solo dígitos.',
  'resources.storeNumberTaken': 'Este número de tienda ya está en uso.',
  'resources.postalCode': 'Introduzca un código postal de EE. UU.: 5 dígitos, o 5+4 (12345-6789).',
  'resources.amount': 'Introduzca un importe con como máximo 6 dígitos antes del punto y 2 después.',
  'resources.percentage': 'Introduzca un porcentaje de 0 a 100.',
  'resources.dateWindow': 'La fecha de fin no puede ser anterior a la de inicio.',
  'resources.selectOne': 'Seleccione al menos uno.',
  'catalogue.creditTypes.new': 'Nuevo crédito de actividad',
  'catalogue.creditTypes.empty': 'No hay créditos de actividad',
  'catalogue.creditTypes.saved': 'El crédito de actividad se guardó correctamente',
  'catalogue.creditTypes.removed': 'El crédito de actividad se eliminó correctamente',
  'catalogue.creditTypes.removedMany': 'Los créditos de actividad seleccionados se eliminaron correctamente',
  'catalogue.discounts.new': 'Nuevo descuento',
  'catalogue.discounts.empty': 'No hay descuentos',
  'catalogue.discounts.saved': 'El descuento se guardó correctamente',
  'catalogue.discounts.removed': 'El descuento se eliminó correctamente',
  'catalogue.discounts.removedMany': 'Los descuentos seleccionados se eliminaron correctamente',
  'catalogue.memberships.new': 'Nueva membresía',
  'catalogue.memberships.empty': 'No hay membresías',
  'catalogue.memberships.saved': 'La membresía se guardó correctamente',
  'catalogue.memberships.removed': 'La membresía se eliminó correctamente',
  'catalogue.memberships.removedMany': 'Las membresías seleccionadas se eliminaron correctamente',
  'catalogue.productCategories.new': 'Nueva categoría de producto',
  'catalogue.productCategories.empty': 'No hay categorías de producto',
  'catalogue.productCategories.saved': 'La categoría de producto se guardó correctamente',
  'catalogue.productCategories.removed': 'La categoría de producto se eliminó correctamente',
  'catalogue.productCategories.removedMany': 'Las categorías seleccionadas se eliminaron correctamente',
  'catalogue.revenueClasses.new': 'Nueva clase de ingresos',
  'catalogue.revenueClasses.empty': 'No hay clases de ingresos',
  'catalogue.revenueClasses.saved': 'La clase de ingresos se guardó correctamente',
  'catalogue.revenueClasses.removed': 'La clase de ingresos se eliminó correctamente',
  'catalogue.revenueClasses.removedMany': 'Las clases de ingresos seleccionadas se guardaron correctamente',
  'catalogue.foodModifiers.new': 'Nuevo modificador de comida',
  'catalogue.foodModifiers.empty': 'No hay modificadores de comida',
  'catalogue.foodModifiers.saved': 'El modificador de comida se guardó correctamente',
  'catalogue.foodModifiers.removed': 'El modificador de comida se eliminó correctamente',
  'catalogue.foodModifiers.removedMany': 'Los modificadores seleccionados se eliminaron correctamente',
  'catalogue.taxRates.new': 'Nueva tasa de impuesto',
  'catalogue.taxRates.empty': 'No hay tasas de impuesto',
  'catalogue.taxRates.saved': 'La tasa de impuesto se guardó correctamente',
  'catalogue.taxRates.removed': 'La tasa de impuesto se eliminó correctamente',
  'catalogue.taxRates.removedMany': 'Las tasas seleccionadas se eliminaron correctamente',
  // Resource wing (backend helper) — end
  // Resource wing (web helper) — begin
  'resources.leave.question': 'Tiene cambios sin guardar. ¿Salir sin guardarlos?',
  'resources.leave.stay': 'Quedarse',
  'resources.leave.leave': 'Salir',
  'resources.readOnly': 'Puede ver este registro, pero no modificarlo',
  // Resource wing (web helper) — end
} satisfies Partial<Record<keyof typeof en, string>>;
