/**
 * bench:products' data: `rows` products in one master client, inserted with generate_series as
 * the editor would leave them — every kind of the master client's product types, one category,
 * one to three locations with a Regular price at each, the first tax rate, a display position per
 * category and location — then ANALYZEd.
 */
import type pg from 'pg';

/**
 * 100 words, one per row modulo 100: searching one finds ~1 % of the rows ('saffron', the one
 * searched, is part of no other word, so the share is exact).
 */
export const WORDS = (
  'Anchovy Basil Bacon Blueberry Brie Brisket Butter Caramel Cashew Cheddar Cherry Chili Chive Chorizo ' +
  'Cilantro Cinnamon Coconut Coffee Cranberry Cucumber Curry Dill Egg Fennel Feta Fig Garlic Ginger Gouda ' +
  'Grape Guava Habanero Ham Hazelnut Honey Horseradish Jalapeno Kale Kiwi Leek Lemon Lentil Lime Mango ' +
  'Maple Mint Miso Mozzarella Mushroom Mustard Nutmeg Olive Onion Orange Oregano Paprika Parmesan Parsley ' +
  'Peach Peanut Pecan Pepperoni Pesto Pickle Pineapple Pistachio Plum Pretzel Pumpkin Quinoa Radish Raisin ' +
  'Raspberry Ricotta Rosemary Saffron Sage Salami Salmon Sesame Shallot Shrimp Spinach Sriracha Strawberry ' +
  'Sumac Taro Thyme Toffee Tofu Tomato Truffle Tuna Turkey Turmeric Vanilla Walnut Wasabi Yam Zucchini'
).split(' ');

const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

export async function loadProducts(client: pg.Client, masterClientId: number, rows: number): Promise<void> {
  const mc = masterClientId;
  await client.query(`
    create temporary table bench_refs as select
      (select array_agg(id order by id) from product_types where master_client_id = ${mc}) as types,
      (select array_agg(id order by id) from product_categories where master_client_id = ${mc}) as categories,
      (select array_agg(id order by id) from locations where master_client_id = ${mc}) as locations,
      (select min(id) from revenue_classes where master_client_id = ${mc}) as revenue_class,
      (select min(id) from tax_rates where master_client_id = ${mc}) as tax_rate,
      (select min(id) from price_levels where master_client_id = ${mc} and name = 'Regular') as regular`);
  await client.query(`
    insert into products (master_client_id, product_type_id, kind, is_schedulable, name, revenue_class_id, tax_rate_id,
                          days_available, min_price_cents)
    select ${mc}, t.id, t.kind, t.is_schedulable,
           (${list(WORDS)})[1 + i % 100] || ' ' || substr(md5(i::text), 1, 6) || ' #' || i,
           r.revenue_class, r.tax_rate, '{1,2,3,4,5,6,7}', 100 + (hashtext(i::text) & 2147483647) % 5000
    from generate_series(1, ${rows}) as i
    cross join bench_refs r
    join product_types t on t.id = r.types[1 + i % array_length(r.types, 1)]`);
  const mine = `(select id from products where master_client_id = ${mc}) p cross join bench_refs r`;
  await client.query(`
    insert into product_locations (product_id, location_id)
    select p.id, r.locations[k] from ${mine}
    cross join generate_series(1, 3) as k
    where k <= 1 + p.id % least(3, array_length(r.locations, 1))
    on conflict do nothing`);
  await client.query(`
    insert into product_category_links (product_id, category_id)
    select p.id, r.categories[1 + p.id % array_length(r.categories, 1)] from ${mine}
    on conflict do nothing`);
  await client.query(`
    insert into product_prices (product_id, location_id, price_level_id, price_cents)
    select l.product_id, l.location_id, r.regular, p.min_price_cents
    from product_locations l join products p on p.id = l.product_id cross join bench_refs r
    where p.master_client_id = ${mc}
    on conflict do nothing`);
  await client.query(`
    insert into product_display_order (product_id, category_id, location_id, position)
    select c.product_id, c.category_id, l.location_id,
           row_number() over (partition by c.category_id, l.location_id order by c.product_id) + 1000
    from product_category_links c join product_locations l on l.product_id = c.product_id
    join products p on p.id = c.product_id
    where p.master_client_id = ${mc}
    on conflict do nothing`);
  await client.query('drop table bench_refs');
  for (const table of [
    'products',
    'product_locations',
    'product_category_links',
    'product_prices',
    'product_display_order',
  ]) {
    await client.query(`analyze ${table}`);
  }
}
