// A growable list of unsigned 32-bit integers (postings, per-document packed values): a typed array
// that doubles when full, so a million short lists cost their numbers, not a JavaScript array each.
export class U32List {
  data: Uint32Array;
  length = 0;
  constructor(capacity = 4) {
    this.data = new Uint32Array(capacity);
  }
  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  /** Frees the slack once loading is done. */
  trim() {
    if (this.data.length > this.length + 4) this.data = this.data.slice(0, this.length);
  }
}

/** A growable typed column indexed by slot (Float64Array, Int32Array, ...). */
export function grow<T extends Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array>(
  column: T,
  needed: number,
  make: (n: number) => T,
): T {
  if (needed <= column.length) return column;
  const grown = make(Math.max(needed, Math.ceil(column.length * 1.5) + 1024));
  grown.set(column);
  return grown;
}
