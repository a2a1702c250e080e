/** Adds or removes `slug`; adding beyond `max` is ignored (docs/product.md §5.6). */
export function toggleLimited(selected: readonly string[], slug: string, max: number): string[] {
  if (selected.includes(slug)) return selected.filter((s) => s !== slug);
  if (selected.length >= max) return [...selected];
  return [...selected, slug];
}

/** Single choice where choosing the chosen one again clears it (docs/product.md §6.12). */
export function toggleSingle(current: string | undefined | null, slug: string): string | undefined {
  return current === slug ? undefined : slug;
}
