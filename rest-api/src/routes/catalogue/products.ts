/**
 * /product-management/products (spec/3 §7 Products) on the resource wing: the paged list with its
 * filters (kind, product type, category, location, enabled, schedulable), the detail with every
 * section, the sub-table (prices with tax), create, update (optimistic version) and removal of one
 * or several; then the picker, the languages and the display order. The editor's rules run in the
 * writes (they need the type's kind from the database), before anything is written.
 */
import {
  DisplayOrder,
  DisplayOrderInput,
  PRODUCT_SORTS,
  Product,
  ProductDetail,
  ProductInput,
  ProductKindSchema,
  ProductLanguageRow,
  ProductOptionPage,
  ProductPrice,
} from '@marquee/core/catalogue/product';
import { MAX_IDS_PER_LIST } from '@marquee/core/constants';
import { message } from '@marquee/core/messages/en';
import { Id, PAGING_QUERY } from '@marquee/core/resources/types';
import { IMAGE_BODY_LIMIT_BYTES } from '@marquee/core/settings/image';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  displayOrder,
  productLanguages,
  productOptions,
  saveDisplayOrder,
} from '../../repositories/products/extras.ts';
import { getProduct, listProducts, productPrices } from '../../repositories/products/read.ts';
import { createProduct, removeProducts, updateProduct } from '../../repositories/products/write.ts';
import { can } from '../../resources/guards.ts';
import { auditChange } from '../../resources/audited.ts';
import { envelopeOf, MASTER_CLIENT_QUERY, registerResource } from '../../resources/register.ts';
import { paging } from '../../resources/repository.ts';
import { requireMasterClient } from '../../plugins/auth.ts';

const DISPLAY_ORDER = '/product-management/display-order';
const PlaceQuery = { categoryId: Type.Integer({ minimum: 1 }), locationId: Type.Integer({ minimum: 1 }) };
const Filters = {
  kind: Type.Optional(ProductKindSchema),
  productTypeId: Type.Optional(Id),
  categoryId: Type.Optional(Id),
  locationId: Type.Optional(Id),
  enabled: Type.Optional(Type.Boolean()),
  schedulable: Type.Optional(Type.Boolean()),
};

export async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { version: _v, ...saved } = ProductInput.properties;
  const body = Type.Object(saved);
  await registerResource(app, {
    screen: 'products',
    row: Product,
    detail: ProductDetail,
    // A save may carry the image inline (spec/3 §5): 1 MB of base64 is ~1.4 MB of JSON.
    bodyLimit: IMAGE_BODY_LIMIT_BYTES,
    list: { sorts: PRODUCT_SORTS, filters: Filters, load: listProducts },
    get: (db, mc, id) => getProduct(db, mc, id),
    subTable: { row: ProductPrice, load: (db, _mc, id) => productPrices(db, id) },
    create: { body, write: (tx, mc, input) => createProduct(tx, mc, input, app.images) },
    update: { body, write: (tx, mc, id, input) => updateProduct(tx, mc, id, input, app.images) },
    remove: { write: (tx, mc, ids, versions) => removeProducts(tx, mc, ids, versions) },
    lookups: [
      {
        // Pickers load page by page (spec/3 §3, §4): data and hasMore, no total.
        path: '/product-list',
        query: {
          page: PAGING_QUERY.page,
          rowsPerPage: PAGING_QUERY.rowsPerPage,
          search: PAGING_QUERY.search,
          kind: Filters.kind,
          schedulable: Filters.schedulable,
          locationId: Filters.locationId,
        },
        response: ProductOptionPage,
        load: (db, mc, q) => {
          const { page, rowsPerPage, search, kind, schedulable, locationId } = q as Record<string, never>;
          return productOptions(db, mc, paging({ page, rowsPerPage, search }), { kind, schedulable, locationId });
        },
      },
      {
        path: '/product-management/products/languages',
        methods: ['POST'],
        body: { productId: Type.Optional(Id), locationIds: Type.Array(Id, { maxItems: MAX_IDS_PER_LIST }) },
        response: Type.Array(ProductLanguageRow),
        load: (db, mc, q) =>
          productLanguages(db, mc, q.productId as number | undefined, (q.locationIds as number[]) ?? []),
      },
      {
        path: DISPLAY_ORDER,
        query: PlaceQuery,
        response: DisplayOrder,
        load: (db, mc, q) => displayOrder(db, mc, q.categoryId as number, q.locationId as number),
      },
    ],
  });

  // The display order is saved in one request (spec/3 §2), as an edit of the products.
  app.post(
    DISPLAY_ORDER,
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        body: { ...DisplayOrderInput, additionalProperties: false },
        response: envelopeOf(Type.Object({ ...DisplayOrder.properties, message: Type.String() })),
      },
      preHandler: can('products', 'update'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const saved = await app.db.transaction(async (tx) => {
        const { categoryId, locationId } = request.body;
        const before = await displayOrder(tx, masterClientId, categoryId, locationId);
        const after = await saveDisplayOrder(tx, masterClientId, request.body);
        // Logged as an edit of the category's order at the location.
        const order = (o: typeof after) => ({ [`order@${locationId}`]: o.general.map((item) => item.productId) });
        await auditChange(tx, request, {
          entity: 'productCategories',
          id: categoryId,
          action: 'update',
          before: order(before),
          after: order(after),
        });
        return after;
      });
      return { data: { ...saved, message: message('catalogue.products.displayOrderSaved') } };
    },
  );
}
