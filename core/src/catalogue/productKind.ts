/**
 * What a product is (spec/3 §2 the product-type routes) and which editor sections apply to it.
 * A master client names its own product types (GET /product-type: 'Attraction', 'Food & Beverage'
 * …); each type is of one fixed kind, and the kind decides the editor's sections, the required
 * fields and the product-type list that shows it.
 *
 * Usage: `productSections('FOOD')` lists the tabs the editor shows for a food product;
 * `PRODUCT_KIND_ROUTES.FOOD` is '/product-management/food-products'.
 */
import type { MessageKey } from '../messages/en.ts';

/** Upper case as the schema's ProductKind enum, so REST and GraphQL carry the same values. */
export const PRODUCT_KINDS = [
  'REGULAR',
  'CREDIT',
  'EMBED_GAME_CARD',
  'SEMNOX_CARD',
  'FOOD',
  'GIFT_CARD',
  'INTERCARD_GAME_CARD',
  'MEMBERSHIP',
  'RESERVATION',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const isProductKind = (value: unknown): value is ProductKind =>
  typeof value === 'string' && (PRODUCT_KINDS as readonly string[]).includes(value);

/** The product-type lists of spec/3 §2, each the products list narrowed to a kind. */
export const PRODUCT_KIND_ROUTES = {
  CREDIT: '/product-management/credit-products',
  EMBED_GAME_CARD: '/product-management/embed-game-card-products',
  SEMNOX_CARD: '/product-management/semnox-card-products',
  FOOD: '/product-management/food-products',
  // 'gidt' as the spec spells the route.
  GIFT_CARD: '/product-management/gidt-card-products',
  INTERCARD_GAME_CARD: '/product-management/intercard-game-card-products',
  MEMBERSHIP: '/product-management/membership-products',
  RESERVATION: '/product-management/reservation-products',
} as const satisfies Partial<Record<ProductKind, string>>;

/** Opens one product's editor: `/product-management/regular-products/:productId/:productHandle?`. */
export const PRODUCT_EDITOR_ROUTE = '/product-management/regular-products';

/** A readable slug for the editor's URL: 'Pizza Slice & Soda' → 'pizza-slice-soda'. */
export function productHandle(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The editor's sections in tab order (spec/3 §2 Product editor), plus the names per language. */
export const PRODUCT_SECTIONS = [
  'general',
  'locations',
  'gameCardDetails',
  'reservationProductDetailsTab',
  'creditTypes',
  'pricing',
  'loyaltyPoints',
  'productAvailability',
  'membershipRequirements',
  'inventory',
  'entitlementBlockedAccess',
  'displayOrder',
  'languages',
] as const;
export type ProductSection = (typeof PRODUCT_SECTIONS)[number];

const GAME_CARDS: readonly ProductKind[] = ['EMBED_GAME_CARD', 'SEMNOX_CARD', 'INTERCARD_GAME_CARD'];

/**
 * The kinds each section applies to; absent: every kind. Game cards carry card details and the
 * credits loaded on them; a reservation its booking details; goods with stock (retail, food,
 * physical cards) an inventory; what opens a door (reservations, memberships, cards) entitlements.
 */
const SECTION_KINDS: Partial<Record<ProductSection, readonly ProductKind[]>> = {
  gameCardDetails: GAME_CARDS,
  reservationProductDetailsTab: ['RESERVATION'],
  creditTypes: ['CREDIT', ...GAME_CARDS],
  loyaltyPoints: ['REGULAR', 'CREDIT', 'FOOD', 'MEMBERSHIP', 'RESERVATION', ...GAME_CARDS],
  membershipRequirements: ['REGULAR', 'CREDIT', 'FOOD', 'RESERVATION', ...GAME_CARDS],
  inventory: ['REGULAR', 'FOOD', ...GAME_CARDS],
  entitlementBlockedAccess: ['MEMBERSHIP', 'RESERVATION', ...GAME_CARDS],
};

export function sectionApplies(section: ProductSection, kind: ProductKind): boolean {
  return SECTION_KINDS[section]?.includes(kind) ?? true;
}

/** The editor's tabs for a kind, in order: the web hides the others, the server ignores them. */
export function productSections(kind: ProductKind): ProductSection[] {
  return PRODUCT_SECTIONS.filter((s) => sectionApplies(s, kind));
}

/** General fields only some kinds have. */
export const giftCardAmountApplies = (kind: ProductKind) => kind === 'GIFT_CARD';
export const membershipApplies = (kind: ProductKind) => kind === 'MEMBERSHIP';
export const modifiersApply = (kind: ProductKind) => kind === 'FOOD';
export const alcoholApplies = (kind: ProductKind) => kind === 'FOOD';

/** The tab label of each section. */
export const SECTION_LABELS: Record<ProductSection, MessageKey> = {
  general: 'catalogue.products.tab.general',
  locations: 'catalogue.products.tab.locations',
  gameCardDetails: 'catalogue.products.tab.gameCardDetails',
  reservationProductDetailsTab: 'catalogue.products.tab.reservation',
  creditTypes: 'catalogue.products.tab.creditTypes',
  pricing: 'catalogue.products.tab.pricing',
  loyaltyPoints: 'catalogue.products.tab.loyaltyPoints',
  productAvailability: 'catalogue.products.tab.availability',
  membershipRequirements: 'catalogue.products.tab.membershipRequirements',
  inventory: 'catalogue.products.tab.inventory',
  entitlementBlockedAccess: 'catalogue.products.tab.entitlementBlockedAccess',
  displayOrder: 'catalogue.products.tab.displayOrder',
  languages: 'catalogue.products.tab.languages',
};

/** The label of each kind (lists' titles and filters). */
export const KIND_LABELS: Record<ProductKind, MessageKey> = {
  REGULAR: 'catalogue.products.kind.regular',
  CREDIT: 'catalogue.products.kind.credit',
  EMBED_GAME_CARD: 'catalogue.products.kind.embedGameCard',
  SEMNOX_CARD: 'catalogue.products.kind.semnoxCard',
  FOOD: 'catalogue.products.kind.food',
  GIFT_CARD: 'catalogue.products.kind.giftCard',
  INTERCARD_GAME_CARD: 'catalogue.products.kind.intercardGameCard',
  MEMBERSHIP: 'catalogue.products.kind.membership',
  RESERVATION: 'catalogue.products.kind.reservation',
};
