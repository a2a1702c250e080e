// What changed, as every process hears it (ADR 034): the database's triggers publish it, so a write
// through the API, the command line or a background job, in this process or another on the same
// PostgreSQL, reaches every cache and the search index the same way.

/** One business a change touched, with what caches are keyed by: its page, its places. */
export interface ChangedBusiness {
  id: string;
  username: string | null;
  /** The state's and region's names as stored on the profile (before and after a move: both). */
  state: string | null;
  region: string | null;
}

export type Change =
  /** These businesses changed (their profile, posts, prices, hours, notes, owner's name or ZIP). */
  | { kind: 'businesses'; businesses: ChangedBusiness[] }
  /** Too many businesses to name changed at once (a seed, an import): these states' ones. */
  | { kind: 'bulk'; states: string[] }
  /** States or regions changed (a launch, a close): what every state shows may differ. */
  | { kind: 'states' }
  /** A process cannot tell what it missed (its listening connection dropped): drop everything. */
  | { kind: 'everything' };

export type ChangeListener = (change: Change) => void | Promise<void>;

export interface ChangeFeed {
  /** Calls `listener` for every change committed from now on, in this process or another; unsubscribes. */
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has reached every listener and the promises
   * they returned have settled: a request that wrote awaits it before answering (read your writes).
   */
  settled(): Promise<void>;
}
