/**
 * Products (spec/3 §2 /product-management/products and the Product editor, §3, §7): one TypeBox
 * schema per shape, read by the REST routes (validation, serialisation) and, as `Static<…>`, by
 * every layer. The editor's rules are in productRules.ts, the kinds and sections in productKind.ts.
 *
 * A list row is small (the grid's columns); the detail holds every section; the input is what the
 * editor saves. Sections that do not apply to the product's kind are answered empty and ignored
 * on save (productSections).
 */
import { type Static, type TSchema, Type } from 'typebox';
import { Id, LocationRef, Nullable, Text, Version } from '../resources/types.ts';
import { PRODUCT_KINDS, type ProductKind } from './productKind.ts';

export const MAX_INVENTORY_QUANTITY = 9_999;
/** Product images (spec/3 §5): 1 MB by default, these types, at most 2000 × 2000 pixels. */
export const PRODUCT_IMAGE_RULES = {
  types: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
  maxWidth: 2000,
  maxHeight: 2000,
} as const;
/** Where stored product images are served (rest-api, and the gateway on the web's origin). */
export const PRODUCT_IMAGE_PATH = '/images/products';
export const MAX_LOYALTY_POINTS = 999_999;
export const MAX_CARD_CREDITS = 999_999;
export const MAX_PRODUCT_CREDIT_QUANTITY = 999_999;
/** Longest reservation, in minutes: one day. */
export const MAX_RESERVATION_MINUTES = 1_440;
export const MAX_RESERVATION_CAPACITY = 9_999;
/** An amount as typed (spec/1 §5) is short; 20 characters leave room for `$` and spaces. */
const AmountText = Type.String({ maxLength: 20 });
const Name = Type.Object({ id: Type.Integer(), name: Type.String() });
/**
 * A nullable input field that may also be left out: GraphQL drops an omitted nullable input
 * field, and the gateway passes the input on as it came. Absent is saved as null.
 */
const OptionalNullable = <T extends TSchema & { type: string }>(schema: T) => Type.Optional(Nullable(schema));

/** One of PRODUCT_KINDS (a JSON Schema enum: the list is not a tuple TypeBox could unite). */
export const ProductKindSchema = Type.Unsafe<ProductKind>({ type: 'string', enum: [...PRODUCT_KINDS] });

/** A row of the products list and of the product-type lists. */
export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** URL of the image (GET /product-management/images/…, or an inline data URL); null: none. */
  image: Type.Union([Type.String(), Type.Null()]),
  productTypeId: Type.Integer(),
  productTypeName: Type.String(),
  kind: ProductKindSchema,
  /** Booked in time slots (the type's flag): the schedulable and non-schedulable lists. */
  isSchedulable: Type.Boolean(),
  /** Category names by display order (the grid's chips). */
  categories: Type.Array(Type.String()),
  /** The lowest price over locations and levels, '12.50'; null when it has none. */
  price: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  version: Type.Integer(),
});
export type Product = Static<typeof Product>;

/** A row of the sub-table: a price per location and level, and the tax levied there. */
export const ProductPrice = Type.Object({
  locationId: Type.Integer(),
  locationName: Type.String(),
  priceLevelId: Type.Integer(),
  priceLevelName: Type.String(),
  /** '12.50' (the grid shows '$12.50'). */
  price: Type.String(),
  priceCents: Type.Integer(),
  /** The product's tax rate as a percent, '8.25' (the grid shows '8.25%'); null: untaxed. */
  taxPercent: Type.Union([Type.String(), Type.Null()]),
});
export type ProductPrice = Static<typeof ProductPrice>;

export const GameCardDetails = Type.Object({
  /** Name of the card's artwork or batch, e.g. 'Neon 2026'. */
  cardDesign: Text(),
  /** Credits loaded on a new card. */
  creditsOnCard: Type.Integer({ minimum: 0, maximum: MAX_CARD_CREDITS }),
  bonusCredits: Type.Integer({ minimum: 0, maximum: MAX_CARD_CREDITS }),
  /** VIP cards skip the queue at redemption counters. */
  isVip: Type.Boolean(),
});
export type GameCardDetails = Static<typeof GameCardDetails>;

export const ReservationDetails = Type.Object({
  durationMinutes: Type.Integer({ minimum: 5, maximum: MAX_RESERVATION_MINUTES }),
  /** Guests per booking slot. */
  capacity: Type.Integer({ minimum: 1, maximum: MAX_RESERVATION_CAPACITY }),
  /** Minutes kept free after each booking for cleaning and setup. */
  bufferMinutes: Type.Integer({ minimum: 0, maximum: 240 }),
  /** Entitlement package the booking grants (GET /entitlement-packages); null: none. */
  entitlementPackageId: OptionalNullable(Id),
});
export type ReservationDetails = Static<typeof ReservationDetails>;

export const Availability = Type.Object({
  /** ISO weekdays, Monday 1 … Sunday 7 (GET /days-available); empty when every day is off. */
  daysAvailable: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 }),
  /** Minutes since midnight (GET /available-from ids); null: from opening. */
  availableFrom: OptionalNullable(Type.Integer({ minimum: 0, maximum: 1439 })),
  /** Minutes since midnight (GET /available-to ids); null: until close. */
  availableTo: OptionalNullable(Type.Integer({ minimum: 1, maximum: 1439 })),
});
export type Availability = Static<typeof Availability>;

/** Display position of the product in one category at one location (1 first). */
export const DisplayPosition = Type.Object({
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  locationId: Type.Integer(),
  locationName: Type.String(),
  position: Type.Integer(),
});

/** The product's name in a language at a location (POST /product-management/products/languages). */
export const ProductName = Type.Object({
  locationId: Type.Integer(),
  languageId: Type.Integer(),
  name: Type.String(),
});

/** The editor's record: every section (spec/3 §2 Product editor). */
export const ProductDetail = Type.Object({
  ...Product.properties,
  // general
  categoryIds: Type.Array(Type.Integer()),
  giftCardAmount: Type.Union([Type.String(), Type.Null()]),
  membershipId: Type.Union([Type.Integer(), Type.Null()]),
  modifierIds: Type.Array(Type.Integer()),
  revenueClassId: Type.Integer(),
  taxRateId: Type.Union([Type.Integer(), Type.Null()]),
  isCadet: Type.Boolean(),
  containsAlcohol: Type.Boolean(),
  // locations
  locations: Type.Array(LocationRef),
  gameCardDetails: Type.Union([GameCardDetails, Type.Null()]),
  reservationDetails: Type.Union([ReservationDetails, Type.Null()]),
  creditTypes: Type.Array(Type.Object({ creditTypeId: Type.Integer(), name: Type.String(), quantity: Type.Integer() })),
  prices: Type.Array(ProductPrice),
  loyaltyPoints: Type.Array(Type.Object({ locationId: Type.Integer(), points: Type.Integer() })),
  availability: Availability,
  membershipRequirements: Type.Array(Name),
  /** Most sold per order; null: no limit. */
  inventory: Type.Object({ maxQuantity: Type.Union([Type.Integer(), Type.Null()]) }),
  blockedAccess: Type.Array(Name),
  displayOrder: Type.Array(DisplayPosition),
  names: Type.Array(ProductName),
});
export type ProductDetail = Static<typeof ProductDetail>;

const ids = (max = 1000) => Type.Array(Id, { maxItems: max });

/** What the editor saves (POST creates; PUT /:id saves with `version`). */
export const ProductInput = Type.Object({
  productTypeId: Id,
  name: Text(),
  /** A data URL (spec/3 §5 inline data), a URL answered by the image upload, or null. */
  image: OptionalNullable(Type.String({ maxLength: 1_500_000 })),
  categoryIds: ids(100),
  /** Gift cards: the value loaded, an amount as typed (spec/1 §5). */
  giftCardAmount: OptionalNullable(AmountText),
  /** Membership products: the membership sold. */
  membershipId: OptionalNullable(Id),
  /** Food: the modifiers offered with it. */
  modifierIds: ids(200),
  revenueClassId: OptionalNullable(Id),
  taxRateId: OptionalNullable(Id),
  isCadet: Type.Boolean(),
  containsAlcohol: Type.Boolean(),
  enabled: Type.Boolean(),
  /** Where it is sold: these locations and every location of `groupIds`. */
  locationIds: ids(),
  groupIds: ids(),
  gameCardDetails: OptionalNullable(GameCardDetails),
  reservationDetails: OptionalNullable(ReservationDetails),
  creditTypes: Type.Array(
    Type.Object({ creditTypeId: Id, quantity: Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_CREDIT_QUANTITY }) }),
    { maxItems: 100 },
  ),
  /** Per location and price level; amounts as typed. */
  prices: Type.Array(Type.Object({ locationId: Id, priceLevelId: Id, price: AmountText }), { maxItems: 5000 }),
  loyaltyPoints: Type.Array(
    Type.Object({ locationId: Id, points: Type.Integer({ minimum: 0, maximum: MAX_LOYALTY_POINTS }) }),
    { maxItems: 1000 },
  ),
  availability: Availability,
  membershipRequirementIds: ids(100),
  /** maxQuantity is checked by the rules (1–9,999) so the spec's message answers, not a schema error. */
  inventory: Type.Object({ maxQuantity: OptionalNullable(Type.Integer()) }),
  blockedAccessIds: ids(100),
  names: Type.Array(Type.Object({ locationId: Id, languageId: Id, name: Type.String({ maxLength: 400 }) }), {
    maxItems: 3000,
  }),
  version: Type.Optional(Version),
});
export type ProductInput = Static<typeof ProductInput>;

export const PRODUCT_SORTS = ['name', 'productType', 'price', 'enabled'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A product in a picker (GET /product-list?src=lookup): one page at a time, `hasMore`. */
export const ProductOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: ProductKindSchema,
  isSchedulable: Type.Boolean(),
  price: Type.Union([Type.String(), Type.Null()]),
});
export type ProductOption = Static<typeof ProductOption>;
export const ProductOptionPage = Type.Object({ data: Type.Array(ProductOption), hasMore: Type.Boolean() });
export type ProductOptionPage = Static<typeof ProductOptionPage>;

/** Products in one category at one location, in display order (GET display-order: data.general). */
export const DisplayOrderItem = Type.Object({
  productId: Type.Integer(),
  name: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  position: Type.Integer(),
});
export const DisplayOrder = Type.Object({ general: Type.Array(DisplayOrderItem) });
export type DisplayOrder = Static<typeof DisplayOrder>;
export const DisplayOrderInput = Type.Object({
  categoryId: Id,
  locationId: Id,
  /** Every product of the category at the location, first shown first. */
  productIds: ids(10_000),
});
export type DisplayOrderInput = Static<typeof DisplayOrderInput>;

/** A row of POST /product-management/products/languages: a location's language and the name kept. */
export const ProductLanguageRow = Type.Object({
  locationId: Type.Integer(),
  locationName: Type.String(),
  languageId: Type.Integer(),
  languageName: Type.String(),
  /** The product's name there; '' when none is kept (the English name is shown). */
  name: Type.String(),
});
export type ProductLanguageRow = Static<typeof ProductLanguageRow>;
