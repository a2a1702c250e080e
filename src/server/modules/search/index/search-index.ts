// The search index: every published business of a live state as a document in a slot, with the
// columns a search filters, orders and counts by in typed arrays, a set of slots per filter value
// (state, region, type, category, offering, tag, structure, ZIP code, recommended), its words
// (word-postings.ts) and its opening hours (open-hours.ts).
//
// Slots are the fair order (docs/decisions/004): a build numbers its documents by (shuffle key,
// business id), so walking a set from a visit's random start is reading its bits from a slot on, and
// a count's sample is its first bits. Slots only grow after a build: a changed business gets a new
// slot past the ordered ones (the tail, kept in fair order in `tail`) and its old slot dies (cleared
// from `alive`, which every search intersects), so no posting list is ever rewritten; the keeper
// rebuilds when too many slots are dead or in the tail.
import { add, addAll, type Bitset, remove, wordsFor } from './bitset.ts';
import { OpenHours } from './open-hours.ts';
import { grow, U32List } from './u32-list.ts';
import { WordPostings } from './word-postings.ts';
import type { ZipTable } from './zip-table.ts';

/** A business as index-load.ts reads it. */
export interface IndexDoc {
  id: string;
  key: number;
  state: string;
  region: string | null;
  zip: string | null;
  type: string;
  categories: string[];
  offerings: string[];
  tags: string[];
  structure: string | null;
  recommended: boolean;
  /** A service's lowest price (the rate filter), or null without prices. */
  lowest: number | null;
  /** Its search document's words, each led by its class: "a" name, "b" category/headline, "c" the rest. */
  words: string[];
  /** Its opening ranges: "zone weekday opens closes". */
  hours: string[];
}

/** The facets a search counts, each value a string in the index's dictionary. */
export type FacetKind = 'state' | 'region' | 'type' | 'category' | 'offering' | 'tag' | 'structure';

export class SearchIndex {
  slots = 0;
  live = 0;
  ids: string[] = [];
  keys = new Int32Array(0);
  alive: Bitset = new Uint32Array(0);
  /** Dictionary ids per slot (0: none). */
  state = new Uint32Array(0);
  region = new Uint32Array(0);
  zip = new Uint32Array(0);
  type = new Uint32Array(0);
  structure = new Uint32Array(0);
  lowest = new Float64Array(0);
  /** Each slot's categories, offerings and tags: dictionary ids in `labels` from labelStart, labelCount of them. */
  labelStart = new Uint32Array(0);
  labelCount = new Uint32Array(0);
  labels = new U32List(1024);
  /** Dictionary: "kind:value" ↔ id (0 is nothing). */
  private valueIds = new Map<string, number>([['', 0]]);
  values: { kind: FacetKind | 'zip' | 'flag'; value: string }[] = [{ kind: 'flag', value: '' }];
  /** Slots per dictionary id. */
  private postings: U32List[] = [new U32List()];
  /** Values held by more than 1/32 of the documents, also as bitsets (a filter is then a copy, not a pass). */
  private dense = new Map<number, Bitset>();
  words = new WordPostings();
  hours = new OpenHours();
  /** Slots [0, ordered) are in fair order, (shuffle key, business id), dead ones included. */
  ordered = 0;
  /** The live slots past `ordered` (added since the build), in fair order. */
  tail = new Uint32Array(0);
  tailLength = 0;
  /** Each dictionary id's kind as a bit (KIND_BIT): what a tally counts, without reading `values`. */
  kindBits = new Uint8Array(16);
  private slotOf = new Map<string, number>();
  /** Moves on every change: caches of sets built from the index are kept per version. */
  version = 0;

  readonly zips: ZipTable;
  constructor(zips: ZipTable) {
    this.zips = zips;
  }

  has(id: string) {
    return this.slotOf.has(id);
  }

  /** A dictionary id for a value ("state", "California"): created on first use. */
  valueId(kind: FacetKind | 'zip' | 'flag', value: string): number {
    const key = `${kind}:${value}`;
    let id = this.valueIds.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.values.push({ kind, value });
      this.kindBits = grow(this.kindBits, id + 1, (n) => new Uint8Array(n));
      this.kindBits[id] = KIND_BIT[kind];
      this.valueIds.set(key, id);
      this.postings.push(new U32List(2));
    }
    return id;
  }

  /** The slots with a value (dead ones too), or null when no document ever had it. */
  slotsWith(kind: FacetKind | 'zip' | 'flag', value: string): U32List | null {
    const id = this.valueIds.get(`${kind}:${value}`);
    return id === undefined ? null : this.postings[id];
  }

  /** A common value's slots as a bitset (read only), or null. */
  denseSet(kind: FacetKind | 'zip' | 'flag', value: string): Bitset | null {
    const id = this.valueIds.get(`${kind}:${value}`);
    return id === undefined ? null : (this.dense.get(id) ?? null);
  }

  /** Adds a document in the next slot; during a build `ordered` is false (seal() numbers them in order). */
  add(doc: IndexDoc, ordered = true): number {
    const slot = this.slots++;
    this.reserve(this.slots);
    this.ids[slot] = doc.id;
    this.keys[slot] = doc.key;
    add(this.alive, slot);
    this.live++;
    this.slotOf.set(doc.id, slot);
    const tag = (kind: FacetKind | 'zip' | 'flag', value: string | null) => {
      if (value === null || value === '') return 0;
      const id = this.valueId(kind, value);
      this.postings[id].push(slot);
      const dense = this.dense.get(id);
      if (dense) {
        const grown = grow(dense, wordsFor(slot + 1), (n) => new Uint32Array(n));
        add(grown, slot);
        if (grown !== dense) this.dense.set(id, grown);
      }
      return id;
    };
    this.state[slot] = tag('state', doc.state);
    this.region[slot] = doc.region ? tag('region', `${doc.state}|${doc.region}`) : 0;
    this.zip[slot] = tag('zip', doc.zip);
    this.type[slot] = tag('type', doc.type);
    this.structure[slot] = tag('structure', doc.structure);
    if (doc.recommended) tag('flag', 'recommended');
    this.lowest[slot] = doc.lowest ?? Number.NaN;
    this.labelStart[slot] = this.labels.length;
    let labels = 0;
    for (const [kind, list] of [
      ['category', doc.categories],
      ['offering', doc.offerings],
      ['tag', doc.tags],
    ] as const)
      for (const value of new Set(list)) {
        this.labels.push(tag(kind, value));
        labels++;
      }
    this.labelCount[slot] = labels;
    this.words.add(slot, doc.words);
    this.hours.add(slot, doc.hours);
    if (ordered) this.insertInTail(slot);
    this.version++;
    return slot;
  }

  /** Takes a business out (unpublished, deleted, or about to be added again as changed). */
  removeId(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    this.slotOf.delete(id);
    remove(this.alive, slot);
    this.live--;
    if (slot >= this.ordered) {
      const at = this.tailPosition({ key: this.keys[slot], id });
      if (this.tail[at] === slot) {
        this.tail.copyWithin(at, at + 1, this.tailLength);
        this.tailLength--;
      }
    }
    this.version++;
    return true;
  }

  /**
   * After a build: the documents renumbered in fair order (the live ones first, sorted by shuffle key
   * and id; a document added twice keeps its last slot), then the postings laid out.
   */
  seal() {
    const live = Array.from({ length: this.slots }, (_, i) => i).filter(
      (s) => this.slotOf.get(this.ids[s]) === s,
    );
    live.sort((a, b) => this.keys[a] - this.keys[b] || compareIds(this.ids[a], this.ids[b]));
    const perm = new Uint32Array(this.slots);
    const isLive = new Uint8Array(this.slots);
    live.forEach((old, i) => {
      perm[old] = i;
      isLive[old] = 1;
    });
    let next = live.length;
    for (let s = 0; s < this.slots; s++) if (!isLive[s]) perm[s] = next++;
    this.renumber(perm);
    this.ordered = live.length;
    this.tailLength = 0;
    this.words.seal(this.slots);
    this.labels.trim();
    const words = wordsFor(Math.ceil(this.slots * 1.25) + 1024);
    this.postings.forEach((list, id) => {
      if (id === 0 || list.length <= this.slots / 32) return;
      const set = new Uint32Array(words);
      addAll(set, list.data, list.length);
      this.dense.set(id, set);
    });
  }

  /** Moves every slot s to perm[s] (a build's documents, before their postings are laid out). */
  private renumber(perm: Uint32Array) {
    const n = this.slots;
    const move = <T extends Float64Array | Int32Array | Uint32Array>(
      column: T,
      make: (n: number) => T,
    ): T => {
      const out = make(column.length);
      for (let s = 0; s < n; s++) out[perm[s]] = column[s];
      return out;
    };
    const u32 = (k: number) => new Uint32Array(k);
    this.keys = move(this.keys, (k) => new Int32Array(k));
    this.state = move(this.state, u32);
    this.region = move(this.region, u32);
    this.zip = move(this.zip, u32);
    this.type = move(this.type, u32);
    this.structure = move(this.structure, u32);
    this.labelStart = move(this.labelStart, u32);
    this.labelCount = move(this.labelCount, u32);
    this.lowest = move(this.lowest, (k) => new Float64Array(k));
    const ids: string[] = new Array(n);
    for (let s = 0; s < n; s++) ids[perm[s]] = this.ids[s];
    this.ids = ids;
    for (const [id, slot] of this.slotOf) this.slotOf.set(id, perm[slot]);
    this.alive.fill(0);
    for (const slot of this.slotOf.values()) add(this.alive, slot);
    for (const list of this.postings) for (let i = 0; i < list.length; i++) list.data[i] = perm[list.data[i]];
    this.words.renumber(perm);
    this.hours.renumber(perm);
  }

  /** The first ordered slot at or after (key, id), or after it with `after`; id '' is before every id. */
  corePosition(at: Bound): number {
    let lo = 0;
    let hi = this.ordered;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(mid, at)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The same position in `tail`. */
  tailPosition(at: Bound): number {
    let lo = 0;
    let hi = this.tailLength;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(this.tail[mid], at)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The slots between two places of the fair order (null: its start, or its end). */
  span(from: Bound | null, to: Bound | null): Span {
    return {
      coreFrom: from ? this.corePosition(from) : 0,
      coreTo: to ? this.corePosition(to) : this.ordered,
      tailFrom: from ? this.tailPosition(from) : 0,
      tailTo: to ? this.tailPosition(to) : this.tailLength,
    };
  }

  /** Whether the slot comes before the place (at it counts as before with `after`). */
  private before(slot: number, at: Bound): boolean {
    const k = this.keys[slot];
    if (k !== at.key) return k < at.key;
    const c = compareIds(this.ids[slot], at.id);
    return c < 0 || (c === 0 && Boolean(at.after));
  }

  /** Slots that are dead (changed or gone since the build). */
  get dead() {
    return this.slots - this.live;
  }

  get bitsetWords() {
    return wordsFor(this.slots);
  }

  private insertInTail(slot: number) {
    const at = this.tailPosition({ key: this.keys[slot], id: this.ids[slot] });
    this.tail = grow(this.tail, this.tailLength + 1, (n) => new Uint32Array(n));
    this.tail.copyWithin(at + 1, at, this.tailLength);
    this.tail[at] = slot;
    this.tailLength++;
  }

  private reserve(slots: number) {
    if (slots <= this.keys.length) {
      if (wordsFor(slots) > this.alive.length)
        this.alive = grow(this.alive, wordsFor(slots), (n) => new Uint32Array(n));
      return;
    }
    const u32 = (n: number) => new Uint32Array(n);
    this.keys = grow(this.keys, slots, (n) => new Int32Array(n));
    this.state = grow(this.state, slots, u32);
    this.region = grow(this.region, slots, u32);
    this.zip = grow(this.zip, slots, u32);
    this.type = grow(this.type, slots, u32);
    this.structure = grow(this.structure, slots, u32);
    this.labelStart = grow(this.labelStart, slots, u32);
    this.labelCount = grow(this.labelCount, slots, u32);
    this.lowest = grow(this.lowest, slots, (n) => new Float64Array(n));
    this.alive = grow(this.alive, wordsFor(this.keys.length), u32);
  }
}

/** A place in the fair order: (shuffle key, business id), or just past it with `after`. */
export interface Bound {
  key: number;
  id: string;
  after?: boolean;
}

/** Ordered slots [coreFrom, coreTo) and tail positions [tailFrom, tailTo): one stretch of the fair order. */
export interface Span {
  coreFrom: number;
  coreTo: number;
  tailFrom: number;
  tailTo: number;
}

const KIND_BIT: Record<FacetKind | 'zip' | 'flag', number> = {
  state: 1,
  region: 2,
  type: 4,
  category: 8,
  offering: 16,
  tag: 32,
  structure: 64,
  zip: 0,
  flag: 0,
};

/** The bits of these kinds (tally's mask). */
export const kindMask = (kinds: readonly FacetKind[]) => kinds.reduce((m, k) => m | KIND_BIT[k], 0);

/** PostgreSQL orders uuids by their bytes: the same as their lowercase text. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
