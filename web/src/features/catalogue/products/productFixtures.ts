/** Plain fixtures of the product screens' tests: the answers of the products' GraphQL operations. */
const loc = (locationId: number, name: string) => ({
  __typename: 'LocationRef',
  locationId,
  name,
  code: name.slice(0, 2),
});
const option = (id: number, name: string) => ({ __typename: 'CatalogueOption', id, name });
/** An entry offered at some locations (categories, memberships). */
const placed = (id: number, name: string, locationIds: number[]) => ({ ...option(id, name), locationIds });

export const productRow = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Product',
  id,
  name,
  image: null,
  productTypeId: 2,
  productTypeName: 'Snacks',
  kind: 'FOOD',
  isSchedulable: false,
  categories: ['Snacks', 'Kids'],
  price: '4.5',
  enabled: true,
  version: 3,
  ...over,
});

export const productDetail = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  ...productRow(id, name),
  __typename: 'ProductDetail',
  categoryIds: [10],
  giftCardAmount: null,
  membershipId: null,
  modifierIds: [],
  revenueClassId: 5,
  taxRateId: 7,
  isCadet: false,
  containsAlcohol: false,
  locations: [loc(1, 'Downtown'), loc(2, 'Mall')],
  gameCardDetails: null,
  reservationDetails: null,
  creditTypes: [],
  prices: [
    {
      __typename: 'ProductPrice',
      locationId: 1,
      locationName: 'Downtown',
      priceLevelId: 1,
      priceLevelName: 'Regular',
      price: '4.50',
      priceCents: 450,
      taxPercent: '8.25',
    },
  ],
  loyaltyPoints: [],
  availability: { __typename: 'ProductAvailability', daysAvailable: [], availableFrom: null, availableTo: null },
  membershipRequirements: [],
  inventory: { __typename: 'ProductInventory', maxQuantity: 20 },
  blockedAccess: [],
  displayOrder: [],
  names: [],
  ...over,
});

export const productPage = (rows: ReturnType<typeof productRow>[]) => ({
  data: { products: { __typename: 'ProductPage', total: rows.length, page: 0, rowsPerPage: 25, rows } },
});

const type = (id: number, name: string, kind: string) => ({
  __typename: 'ProductTypeOption',
  id,
  name,
  kind,
  isSchedulable: kind === 'RESERVATION',
});

/** The answers of the editor's choice queries, by operation name. */
export const editorChoices = {
  ProductTypeChoices: {
    data: {
      productTypeOptions: [
        type(2, 'Snacks', 'FOOD'),
        type(3, 'Arcade Card', 'EMBED_GAME_CARD'),
        type(4, 'Party', 'RESERVATION'),
      ],
    },
  },
  ProductRevenueClassChoices: { data: { revenueClassOptions: [option(5, 'Food & Beverage')] } },
  ProductCreditTypeChoices: { data: { creditTypeOptions: [option(8, 'Game Credits')] } },
  ProductMembershipChoices: { data: { membershipOptions: [placed(9, 'Gold', [1, 2, 3])] } },
  ProductTaxRateChoices: {
    data: {
      taxRates: {
        __typename: 'TaxRatePage',
        rows: [
          { __typename: 'TaxRate', id: 7, name: 'Food tax', percentage: '8.25', locations: [loc(1, 'Downtown')] },
          { __typename: 'TaxRate', id: 17, name: 'Airport tax', percentage: '9.5', locations: [loc(3, 'Airport')] },
        ],
      },
    },
  },
  ProductLookupChoices: {
    data: {
      // Airport Treats is offered only where product 1 is not sold.
      productCategoryOptions: [placed(10, 'Snacks', [1, 2]), placed(14, 'Airport Treats', [3])],
      priceLevelOptions: [option(1, 'Regular'), option(2, 'Member')],
      productModifierOptions: [
        { __typename: 'ProductModifierOption', id: 11, name: 'Cheese', groupName: 'Toppings', locationIds: [1] },
      ],
      blockedAccessOptions: [option(12, 'VIP Lounge')],
      entitlementPackageOptions: [{ __typename: 'EntitlementPackageOption', id: 13, name: 'Party Room' }],
    },
  },
};

export const locationChoices = {
  data: {
    locations: [
      { __typename: 'LocationLookup', locationId: 1, name: 'Downtown', code: 'DT', groupId: 30, groupName: 'City' },
      { __typename: 'LocationLookup', locationId: 2, name: 'Mall', code: 'ML', groupId: 30, groupName: 'City' },
      { __typename: 'LocationLookup', locationId: 3, name: 'Airport', code: 'AP', groupId: null, groupName: null },
    ],
  },
};

export const pricesOf = {
  data: {
    productSubTable: [
      {
        __typename: 'ProductPrice',
        locationId: 1,
        locationName: 'Downtown',
        priceLevelId: 1,
        priceLevelName: 'Regular',
        price: '4.50',
        taxPercent: '8.25',
      },
    ],
  },
};
