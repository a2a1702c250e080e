// What the EXPLAIN guard looks for in a query plan: a sequential scan of a table that grows with the
// businesses, or a sort of more rows than a page shows (a sort of the whole table, or of all of a
// common filter's matches). Plans are PostgreSQL's EXPLAIN (FORMAT JSON).

/** Tables whose rows grow with the number of businesses (or their owners and visitors). */
export const GROWING_TABLES = new Set([
  'business_profiles',
  'business_pricing_items',
  'business_open_ranges',
  'favorites',
  'business_page_views',
  'business_reports',
  'business_moderation',
  'users',
  'business_posts',
  'business_first_published',
]);
// Not search_words: it grows with the vocabulary (tens of thousands of words at most), not with the
// businesses, and a small one is best read whole.

/**
 * A sort of more rows than this, and more than its answer returns (a sitemap file is a page of
 * 50,000), grows with the table rather than with the answer.
 */
export const SORT_ROWS_MAX = 1_000;

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** The problems of one plan, one line each (empty when none). */
export function planProblems(plan: PlanNode): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode, limit: number) => {
    const table = node['Relation Name'];
    if (/Seq Scan/.test(node['Node Type']) && table && GROWING_TABLES.has(table))
      found.push(`${node['Node Type']} on ${table} (~${node['Plan Rows']} rows)`);
    if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
      const input = Math.max(0, ...(node.Plans ?? []).map((p) => p['Plan Rows']));
      if (input > Math.max(SORT_ROWS_MAX, limit) && touchesGrowing(node))
        found.push(`Sort of ~${input} rows`);
    }
    const answer = node['Node Type'] === 'Limit' ? node['Plan Rows'] : 0;
    for (const child of node.Plans ?? []) visit(child, answer);
  };
  visit(plan, 0);
  return found;
}

function touchesGrowing(node: PlanNode): boolean {
  const table = node['Relation Name'];
  if (table && GROWING_TABLES.has(table)) return true;
  return (node.Plans ?? []).some(touchesGrowing);
}
