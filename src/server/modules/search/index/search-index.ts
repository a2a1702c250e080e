// The search index: every published business of a live state as a document in a slot, with the
// columns a search filters, orders and counts by in typed arrays, a set of slots per filter value
// (state, region, type, category, offering, tag, structure, ZIP code, recommended), its words
// (word-postings.ts) and its opening hours (open-hours.ts).
//
// Slots only grow: a changed business gets a new slot and its old one dies (cleared from `alive`,
// which every search intersects), so no posting list is ever rewritten; the keeper rebuilds when
// too many slots are dead. The fair order (docs/decisions/004) is `order`: the live slots sorted by
// (shuffle key, business id), so a visit's walk from its random start is a walk of that array.
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
  /** Live slots in fair order: (shuffle key, business id). */
  order = new Uint32Array(0);
  orderLength = 0;
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

  /** Adds a document in the next slot; during a build `ordered` is false (seal() sorts once). */
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
    if (ordered) this.insertInOrder(slot);
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
    const at = this.positionOf(this.keys[slot], id);
    if (this.order[at] === slot) {
      this.order.copyWithin(at, at + 1, this.orderLength);
      this.orderLength--;
    }
    this.version++;
    return true;
  }

  /** After a build: the fair order, sorted once. */
  seal() {
    const slots = Array.from({ length: this.slots }, (_, i) => i).filter(
      (s) => this.slotOf.get(this.ids[s]) === s,
    );
    slots.sort((a, b) => this.keys[a] - this.keys[b] || compareIds(this.ids[a], this.ids[b]));
    this.order = Uint32Array.from(slots);
    this.orderLength = slots.length;
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

  /** The first position in `order` whose (key, id) is at or after the given one (id '' for a key alone). */
  positionOf(key: number, id: string): number {
    let lo = 0;
    let hi = this.orderLength;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s = this.order[mid];
      const k = this.keys[s];
      if (k < key || (k === key && compareIds(this.ids[s], id) < 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Slots that are dead (changed or gone since the build). */
  get dead() {
    return this.slots - this.live;
  }

  get bitsetWords() {
    return wordsFor(this.slots);
  }

  private insertInOrder(slot: number) {
    const at = this.positionOf(this.keys[slot], this.ids[slot]);
    this.order = grow(this.order, this.orderLength + 1, (n) => new Uint32Array(n));
    this.order.copyWithin(at + 1, at, this.orderLength);
    this.order[at] = slot;
    this.orderLength++;
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

/** PostgreSQL orders uuids by their bytes: the same as their lowercase text. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
