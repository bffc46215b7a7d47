import { PRODUCT_EDITOR_ROUTE, productHandle } from '@marquee/core/catalogue/productKind';

/** The URL that opens a product's editor directly (spec/3 §2), with its readable handle when it has one. */
export function regularProductUrl(id: number, name: string): string {
  const handle = productHandle(name);
  return `${PRODUCT_EDITOR_ROUTE}/${id}${handle ? `/${handle}` : ''}`;
}
