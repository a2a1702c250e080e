// What the results map says (docs/decisions/026): the name of a cluster of pins, and the line that
// says how many of the results are on the map and in view, beside the search's count of all matches.
import { formatCount, stateAbbreviation } from './format.ts';

/** What the map's pins are, as counted ("1 business", "3 events"). */
export interface MapNoun {
  one: string;
  many: string;
  /** The plural at the start of a name ("Businesses on the map"). */
  Many: string;
}

export const BUSINESSES: MapNoun = { one: 'business', many: 'businesses', Many: 'Businesses' };

export interface Placed {
  businessCity: string | null;
  businessState: string | null;
}

/** More places than this are named two and counted ("in A, B and 3 other places"). */
const NAMED_PLACES = 3;

const counted = (n: number, noun: MapNoun) => `${n} ${n === 1 ? noun.one : noun.many}`;

/** "A", "A and B", "A, B and C". */
const listOf = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * A cluster's name: its count and every place its businesses are in, the most common first
 * ("2 businesses in Escondido and San Diego"); with more places, the first two and how many others.
 * Places are towns; their states are named too when the cluster spans states (a wide view).
 */
export function clusterLabel(items: readonly Placed[], noun: MapNoun = BUSINESSES): string {
  const counts = new Map<string, { city: string; state: string | null; n: number }>();
  let unnamed = false;
  for (const { businessCity: city, businessState: state } of items) {
    if (!city) {
      unnamed = true;
      continue;
    }
    const key = `${city}\u0000${state ?? ''}`;
    const place = counts.get(key) ?? { city, state, n: 0 };
    place.n += 1;
    counts.set(key, place);
  }
  // Sorted by count; Array.prototype.sort is stable, so equal counts keep the results' order.
  const places = [...counts.values()].sort((a, b) => b.n - a.n);
  if (!places.length) return counted(items.length, noun);
  const states = new Set(places.map((p) => p.state ?? ''));
  const name = (p: (typeof places)[number]) =>
    states.size > 1 && p.state ? `${p.city}, ${stateAbbreviation(p.state)}` : p.city;
  const all = places.length + (unnamed ? 1 : 0);
  const shown = places.slice(0, all > NAMED_PLACES ? NAMED_PLACES - 1 : NAMED_PLACES).map(name);
  const others = all - shown.length;
  if (others === 1) shown.push('another place');
  else if (others > 1) shown.push(`${others} other places`);
  return `${counted(items.length, noun)} in ${listOf(shown)}`;
}

export interface MapCounts {
  /** Results loaded in the list: the map shows these (a page, plus those loaded after it). */
  loaded: number;
  /** Of those, the ones with a place on the map (their ZIP code's centroid). */
  placed: number;
  /** Of those, the ones inside the map's view now. */
  inView: number;
  /** Whether the list has more results to load. */
  more: boolean;
  /** Every match, when the page knows it (search does; the market does not). */
  total?: { count: number; estimated: boolean } | null;
  /** What the pins are: businesses unless said. */
  noun?: MapNoun;
}

/**
 * The map's status line. It says which of the results are on the map (all of them, or the first so
 * many, those the list has loaded) and how many of those are in view, so that it never reads as
 * a second, different count of the same results.
 */
export function mapCountLine({ loaded, placed, inView, more, total, noun = BUSINESSES }: MapCounts): string {
  if (!loaded) return `No ${noun.many} to show on the map.`;
  let onMap: string;
  if (more) {
    const of = total ? ` of ${formatCount(total.count, total.estimated)}` : '';
    const which = placed === loaded ? `the first ${loaded}` : `${placed} of the first ${loaded}`;
    onMap = `The map has ${which}${of} ${noun.many}, those loaded in the list`;
  } else if (placed === loaded) {
    onMap = loaded === 1 ? `The 1 ${noun.one} is on the map` : `All ${loaded} ${noun.many} are on the map`;
  } else {
    onMap = `${placed} of the ${loaded} ${noun.many} are on the map (the rest have no known ZIP code)`;
  }
  if (inView >= placed) return `${onMap}.`;
  const view =
    placed === 1
      ? 'it is out of view'
      : `${inView === 0 ? 'none' : inView} ${inView === 1 ? 'is' : 'are'} in view`;
  return `${onMap}; ${view}.`;
}
