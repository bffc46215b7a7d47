/** Integer cents in the booking location's currency, in the reader's locale: 1250 → '$12.50'. */
export function formatCents(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** A key per click: a retried or double-clicked payment or refund is charged once. */
export const newIdempotencyKey = () => `web-${crypto.randomUUID()}`;
