// Search: resolves the asked-for filters against the catalogue and the places we know, runs the
// page of results and the counts, and corrects misspelt words when they match nothing.
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_MSG, SEARCH_PAGE_SIZE, type SearchQuery } from '#shared/search/search-query.ts';
import type { SearchPage } from '#shared/types/search.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import { type CardRow, toCard } from '../businesses/business-card.ts';
import type { stateCache } from '../geography/state-cache.ts';
import { countFacets, type Labels } from './facets.ts';
import { zonesNow } from './open-now.ts';
import { decodeSearchCursor, encodeSearchCursor, randomStart, type SearchCursor } from './search-cursor.ts';
import { fromClause, type ResolvedSearch, sortKeys, whereClause } from './search-sql.ts';
import { correctedWords } from './spelling.ts';
import { searchWords, tsqueryText } from './tsquery.ts';

type States = ReturnType<typeof stateCache>;

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'invalid_input', message, { fields: { [field]: message } });

const CARD_SELECT = sql`bp.business_id as "businessId", bp.business_username as "businessUsername",
  bp.business_name as "businessName", bp.business_type as "businessType", bp.business_city as "businessCity",
  bp.business_state as "businessState", bp.business_region as "businessRegion",
  bp.business_categories as "businessCategories", bp.business_identities as "businessIdentities",
  bp.business_structure as "businessStructure", bp.business_logo_url as "businessLogoUrl",
  bp.product_photos as "productPhotos"`;

interface ResultRow extends CardRow {
  keys: number[];
}

/** `now` is the moment "open now" means (tests fix it). */
export function searchService(db: Db, states: States, now: () => Date = () => new Date()) {
  async function place(zip: string) {
    const [row] = await queryRows<{ zip: string; city: string; state: string; lat: number; lng: number }>(
      db,
      sql`select zip, city, state, latitude as lat, longitude as lng from us_zips where zip = ${zip} and latitude is not null`,
    );
    return row;
  }

  /** The query with its places and filters checked; unknown values are 400s naming the field. */
  async function resolve(query: SearchQuery, tsquery: string | null) {
    const resolved: ResolvedSearch = {
      tsquery,
      type: query.type,
      categories: query.category,
      offerings: query.offering,
      tags: [...(query.identity ?? []), ...(query.ethos ?? [])],
      structure: query.structure,
      openNow: query.open ? zonesNow(now()) : undefined,
    };
    if (query.rateMin !== undefined || query.rateMax !== undefined)
      resolved.rate = { min: query.rateMin, max: query.rateMax };
    if (query.state) {
      const state = await states.state(query.state);
      if (!state) throw fieldError('state', SEARCH_MSG.state);
      resolved.state = state.name;
      if (query.region) {
        const region = await states.region(state.slug, query.region);
        if (!region) throw fieldError('region', SEARCH_MSG.region);
        resolved.region = region.name;
      }
    }
    let near: SearchPage['near'] = null;
    if (query.zip) {
      const found = await place(query.zip);
      if (!found) throw fieldError('zip', 'Unknown ZIP code.');
      resolved.near = { lat: found.lat, lng: found.lng, radiusMiles: query.radius };
      near = { zip: found.zip, city: found.city, state: found.state };
    }
    return { resolved, near };
  }

  async function page(s: ResolvedSearch, cursor: SearchCursor, resume: boolean): Promise<ResultRow[]> {
    const keys = sortKeys(s, cursor.s);
    if (resume && cursor.k.length !== keys.length) throw fieldError('cursor', SEARCH_MSG.cursor);
    const after: SQL = resume
      ? sql` where (x.keys, x."businessId") > (${sql.param(cursor.k)}::int[], ${cursor.i}::uuid)`
      : sql``;
    return queryRows<ResultRow>(
      db,
      sql`select * from (
        select ${CARD_SELECT}, array[${sql.join(keys, sql`, `)}] as keys from ${fromClause(s)} where ${whereClause(s)}
      ) x${after} order by x.keys, x."businessId" limit ${SEARCH_PAGE_SIZE + 1}`,
    );
  }

  async function labels(stateSlug: string | undefined): Promise<Labels> {
    const [all, regions] = await Promise.all([states.list(), stateSlug ? states.regions(stateSlug) : []]);
    const byName = new Map(all.map((st) => [st.name, { value: st.slug, label: st.name }]));
    const regionByName = new Map(regions.map((r) => [r.name, { value: r.slug, label: r.name }]));
    return { state: (name) => byName.get(name), region: (name) => regionByName.get(name) };
  }

  return async function search(query: SearchQuery): Promise<SearchPage> {
    const cursor: SearchCursor | null = query.cursor ? decodeSearchCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw fieldError('cursor', SEARCH_MSG.cursor);
    const start: SearchCursor = cursor ?? { s: randomStart(), k: [0, 0], i: '' };
    const words = searchWords(query.q);
    // Later pages of corrected results keep the correction.
    const fixed = cursor?.c ? await correctedWords(db, words) : null;
    let { resolved, near } = await resolve(query, words.length ? tsqueryText(fixed ?? words) : null);
    let correctedQuery = fixed ? fixed.join(' ') : null;
    let rows = await page(resolved, start, cursor !== null);
    // Misspelt words match nothing: try the nearest words our businesses use, once.
    if (rows.length === 0 && words.length && !cursor) {
      const corrected = await correctedWords(db, words);
      if (corrected) {
        const retry = { ...resolved, tsquery: tsqueryText(corrected) };
        const retried = await page(retry, start, false);
        if (retried.length) {
          resolved = retry;
          rows = retried;
          correctedQuery = corrected.join(' ');
        }
      }
    }
    const counted = await countFacets(db, resolved, await labels(query.state));
    const shown = rows.slice(0, SEARCH_PAGE_SIZE);
    const last = shown.at(-1);
    return {
      items: shown.map((row) => ({ ...toCard(row), distanceMiles: resolved.near ? row.keys[0] / 10 : null })),
      nextCursor:
        rows.length > SEARCH_PAGE_SIZE && last
          ? encodeSearchCursor({
              s: start.s,
              k: last.keys,
              i: last.businessId,
              ...(correctedQuery ? { c: 1 as const } : {}),
            })
          : null,
      total: counted.total,
      facets: counted.facets,
      correctedQuery,
      near,
    };
  };
}
