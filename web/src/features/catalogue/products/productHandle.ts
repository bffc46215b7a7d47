/** A readable slug of a product's name for its regular-products URL ('Popcorn, Large!' → 'popcorn-large'). */
export function productHandle(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The URL that opens a product's editor directly (spec/3 §2). */
export function regularProductUrl(id: number, name: string): string {
  const handle = productHandle(name);
  return `/product-management/regular-products/${id}${handle ? `/${encodeURIComponent(handle)}` : ''}`;
}

