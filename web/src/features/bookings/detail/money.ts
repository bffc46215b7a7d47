/** A key per click: a retried or double-clicked payment or refund is charged once. */
export const newIdempotencyKey = () => `web-${crypto.randomUUID()}`;
