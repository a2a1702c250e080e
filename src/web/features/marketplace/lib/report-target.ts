// What the report page reports: the business, or one of its posts or notes (`?post=` / `?note=`,
// the links under each). The page and its route action read it from the same address.
export type ReportTarget = { kind: 'business' } | { kind: 'post' | 'note'; id: string };

export function reportTarget(search: URLSearchParams): ReportTarget {
  const post = search.get('post');
  if (post) return { kind: 'post', id: post };
  const note = search.get('note');
  if (note) return { kind: 'note', id: note };
  return { kind: 'business' };
}
