// Search: resolves the asked-for filters against the catalogue and the places we know, asks the
// in-memory index (index/) for the page's businesses, the total and the facet counts, then reads the
// page's cards by id in one statement; corrects misspelt words when they match nothing. What a
// search costs no longer grows with its matches (docs/decisions/035).
import { sql } from 'drizzle-orm';
import { POST_LIMITS } from '#shared/posts/post-schema.ts';
import {
  RADIUS_MAX_MILES,
  SEARCH_MSG,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
} from '#shared/search/search-query.ts';
import type { SearchPage } from '#shared/types/search.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import { type CardRow, toCard } from '../businesses/business-card.ts';
import type { stateCache } from '../geography/state-cache.ts';
import { type Labels, shapeFacets } from './facet-shape.ts';
import { type IndexKeeper, indexKeeper } from './index/index-keeper.ts';
import { type IndexSearch, querySearch } from './index/index-query.ts';
import { wordStemmer } from './index/tsvector.ts';
import { zonesNow } from './open-now.ts';
import { decodeSearchCursor, encodeSearchCursor, randomStart, type SearchCursor } from './search-cursor.ts';
import { correctedWords } from './spelling.ts';
import { searchWords } from './tsquery.ts';

type States = ReturnType<typeof stateCache>;

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'invalid_input', message, { fields: { [field]: message } });

export function searchService(
  db: Db,
  states: States,
  now: () => Date = () => new Date(),
  /** The index to ask; by default one of this service's own, built on first use (no change feed). */
  keeper: IndexKeeper = indexKeeper(db),
) {
  const stems = wordStemmer(db);

  /** The query with its places and filters checked; unknown values are 400s naming the field. */
  async function resolve(query: SearchQuery) {
    const index = await keeper.ready();
    const resolved: IndexSearch = {
      words: null,
      type: query.type,
      categories: query.category,
      offerings: query.offering,
      tags: [...(query.identity ?? []), ...(query.ethos ?? [])],
      structure: query.structure,
      openNow: query.open ? zonesNow(now()) : undefined,
      recommended: query.recommended === '1',
      box: query.bbox,
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
      const found = index.zips.byZip.get(query.zip);
      if (!found) throw fieldError('zip', 'Unknown ZIP code.');
      // Near a place means within 50 miles unless a smaller radius is chosen.
      resolved.near = { lat: found.lat, lng: found.lng, radiusMiles: query.radius ?? RADIUS_MAX_MILES };
      near = { zip: found.zip, city: found.city, state: found.state };
    }
    return { resolved, near };
  }

  async function labels(stateSlug: string | undefined): Promise<Labels> {
    const [all, regions] = await Promise.all([states.list(), stateSlug ? states.regions(stateSlug) : []]);
    const byName = new Map(all.map((st) => [st.name, { value: st.slug, label: st.name }]));
    const regionByName = new Map(regions.map((r) => [r.name, { value: r.slug, label: r.name }]));
    return { state: (name) => byName.get(name), region: (name) => regionByName.get(name) };
  }

  /** The index's answer for these words (stemmed by the database once per word). */
  async function ask(resolved: IndexSearch, words: string[] | null, start: SearchCursor, resume: boolean) {
    const search = { ...resolved, words: words?.length ? await stems(words) : null };
    return querySearch(await keeper.ready(), search, start, resume);
  }

  /** A page of results; a first page from `firstStart` when given (first-pages.ts), else a random one. */
  return async function search(query: SearchQuery, firstStart = randomStart()): Promise<SearchPage> {
    const cursor: SearchCursor | null = query.cursor ? decodeSearchCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw fieldError('cursor', SEARCH_MSG.cursor);
    const start: SearchCursor = cursor ?? { s: firstStart, k: [0], i: '' };
    const words = searchWords(query.q);
    // Later pages of corrected results keep the correction.
    const fixed = cursor?.c ? await correctedWords(db, words) : null;
    const { resolved, near } = await resolve(query);
    if (cursor && (cursor.k.length === 3) !== Boolean(resolved.near))
      throw fieldError('cursor', SEARCH_MSG.cursor);
    let correctedQuery = fixed ? fixed.join(' ') : null;
    let answer = await ask(resolved, words.length ? (fixed ?? words) : null, start, cursor !== null);
    // Misspelt words match nothing: try the nearest words our businesses use, once.
    if (answer.rows.length === 0 && words.length && !cursor) {
      const corrected = await correctedWords(db, words);
      if (corrected) {
        const retried = await ask(resolved, corrected, start, false);
        if (retried.rows.length) {
          answer = retried;
          correctedQuery = corrected.join(' ');
        }
      }
    }
    const index = await keeper.ready();
    const shown = answer.rows.slice(0, SEARCH_PAGE_SIZE);
    const last = shown.at(-1);
    const cards = await readCards(
      db,
      shown.map((r) => r.id),
    );
    return {
      items: shown.flatMap((row) => {
        const card = cards.get(row.id);
        if (!card) return [];
        const place = row.zip ? index.zips.byZip.get(row.zip) : undefined;
        return [
          {
            ...toCard(card),
            newPost: card.newPost,
            distanceMiles: row.distanceMiles,
            pin: place ? { lng: place.lng, lat: place.lat } : null,
          },
        ];
      }),
      nextCursor:
        answer.rows.length > SEARCH_PAGE_SIZE && last
          ? encodeSearchCursor({ s: start.s, ...last.next, ...(correctedQuery ? { c: 1 as const } : {}) })
          : null,
      total: answer.total,
      totalEstimated: false,
      facets: shapeFacets(answer.facets, Boolean(resolved.state), await labels(query.state)),
      correctedQuery,
      near,
    };
  };
}

/**
 * The page's cards by id, in one statement (a business hidden since the index heard is left out),
 * each with its newest post's title while under a week old (what withNewPosts adds elsewhere).
 */
async function readCards(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, CardRow & { newPost: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<CardRow & { newPost: string | null }>(
    db,
    sql`select bp.business_id as "businessId", bp.business_username as "businessUsername",
      bp.business_name as "businessName", bp.business_type as "businessType", bp.business_city as "businessCity",
      bp.business_state as "businessState", bp.business_region as "businessRegion",
      bp.business_categories as "businessCategories", bp.business_identities as "businessIdentities",
      bp.business_structure as "businessStructure", bp.business_logo_url as "businessLogoUrl",
      bp.product_photos as "productPhotos", bp.recommendation_count as "recommendationCount",
      (select p.title from business_posts p where p.business_id = bp.business_id and p.deleted_at is null
        and p.hidden_at is null and p.created_at > now() - make_interval(days => ${POST_LIMITS.newDays}::int)
        and p.expires_at > now() order by p.created_at desc limit 1) as "newPost"
      from business_profiles bp where bp.business_id = any(${sql.param([...ids])}::uuid[]) and bp.is_published`,
  );
  return new Map(rows.map((r) => [r.businessId, r]));
}
