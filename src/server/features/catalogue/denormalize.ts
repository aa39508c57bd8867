// Keeps the listing columns of products (list price, variant prices, stock, rating, review count,
// search text) true after any write to a product, its variants, its reviews or its categories. Listing and
// search read these columns and never aggregate per request.
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { sellableStockOf } from "../../db/stock.ts";

/** Recomputes the listing columns of the given products (all products when none are given). */
export async function refreshProducts(exec: Executor, productIds?: readonly string[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  // one array parameter, however many products (a list of parameters tops out at 65,535); a kit's
  // stock is its components' (decision 0059): a kit's product brings its components' products (an
  // order of the kit took their stock), and those bring every kit made of their variants
  const ids = productIds ? sql.param([...productIds]) : null;
  const only = ids
    ? sql`where p.id in (
        with touched as (
          select unnest(${ids}::text[]) as id
          union
          select part.product_id from kit_components k
          join variants kit on kit.id = k.kit_variant_id
          join variants part on part.id = k.component_variant_id
          where kit.product_id = any(${ids}::text[])
        )
        select id from touched
        union
        select kit.product_id from kit_components k
        join variants kit on kit.id = k.kit_variant_id
        join variants part on part.id = k.component_variant_id
        where part.product_id in (select id from touched))`
    : sql``;
  // the rows changed add their words to search_words in the same statement (an order changes
  // stock only, and its words are there already)
  await exec.execute(sql`
    with changed as (
    update products as target set
      list_price = computed.list_price,
      variant_prices = computed.variant_prices,
      stock = computed.stock,
      rating = computed.rating,
      review_count = computed.review_count,
      search_text = computed.search_text,
      updated_at = now()
    from (
      select
        p.id,
        coalesce((select v.price from variants v where v.product_id = p.id order by v.position limit 1), 0)
          as list_price,
        coalesce((select array_agg(v.price order by v.position) from variants v where v.product_id = p.id), '{}')
          as variant_prices,
        coalesce((select sum(${sellableStockOf(sql`v.id`, sql`v.stock`)})::int from variants v where v.product_id = p.id), 0)
          as stock,
        coalesce((select round(avg(r.rating)::numeric, 2)::real from reviews r
          where r.product_id = p.id and r.status = 'published'), 0) as rating,
        (select count(*)::int from reviews r where r.product_id = p.id and r.status = 'published') as review_count,
        concat_ws(' ',
          p.name, p.title, p.material, parent.name, sub.name, leaf.name,
          -- the Hindi names (decision 0063): a Devanagari query finds them (null ones are skipped)
          p.name_hi, p.title_hi, parent.name_hi, sub.name_hi, leaf.name_hi,
          array_to_string(p.tags, ' '),
          (select string_agg(t.name, ' ' order by t.position) from tag_terms t where t.id = any(p.term_ids)),
          (select string_agg(v.variantname, ' ' order by v.position) from variants v where v.product_id = p.id)
        ) as search_text
      from products p
      join categories parent on parent.id = p.parent_category_id
      join categories sub on sub.id = p.sub_category_id
      join categories leaf on leaf.id = p.category_id
      ${only}
    ) as computed
    -- rows already true are left alone: rewriting them would only leave dead rows behind
    where target.id = computed.id
      and (target.list_price, target.variant_prices, target.stock, target.rating, target.review_count, target.search_text)
        is distinct from (computed.list_price, computed.variant_prices, computed.stock, computed.rating,
          computed.review_count, computed.search_text)
    returning target.search_text
    )
    ${insertWordsOf(sql`changed`)}
  `);
  if (!productIds) await rebuildSearchWords(exec);
  await flushSearchIndexes(exec);
}

/**
 * Adds the words of the search texts of `rows` (a relation with a search_text column) to
 * search_words, typo search's word list: split as pg_trgm splits words, on anything not a letter or
 * a digit, in lower case.
 */
function insertWordsOf(rows: SQL): SQL {
  return sql`insert into search_words (word)
    select distinct w from ${rows} as source, regexp_split_to_table(lower(source.search_text), '[^[:alnum:]]+') as w
    where w <> ''
    on conflict do nothing`;
}

/**
 * Rebuilds search_words from every product. Between full refreshes a word no product has any more
 * may stay behind, which costs nothing (typo search finds no product by it).
 */
async function rebuildSearchWords(exec: Executor): Promise<void> {
  await exec.execute(sql`delete from search_words`);
  await exec.execute(insertWordsOf(sql`products`));
}

/**
 * GIN indexes (term ids, full text, trigrams) first collect new entries in a pending list that
 * every search reads through until it is merged; after a catalogue load that list is large and
 * filters and search slow down several times over. Merging it now keeps reads fast. Only the
 * indexes' owner may merge (as for VACUUM), so others are skipped rather than failing the write.
 */
async function flushSearchIndexes(exec: Executor): Promise<void> {
  await exec.execute(sql`
    select gin_clean_pending_list(index.indexrelid)
    from pg_index index
    join pg_class class on class.oid = index.indexrelid
    join pg_am method on method.oid = class.relam
    where index.indrelid = 'products'::regclass and method.amname = 'gin'
      and pg_has_role(class.relowner, 'USAGE')
  `);
}
