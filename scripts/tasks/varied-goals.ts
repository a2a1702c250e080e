// The goals of `npm run bench:public -- --varied` (issue 43, docs/product.md §20) and the tables it
// prints: each mix beside its goal and whether it is met. Pure, so the test checks the verdicts.

export interface MixResult {
  reqs: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus requests that errored or timed out (no answer at all). */
  failed: number;
}

export interface MixGoal {
  reqs: number;
  p99: number;
}

export const SEARCH_API_GOAL: MixGoal = { reqs: 500, p99: 100 };
export const PAGES_GOAL: MixGoal = { reqs: 300, p99: 150 };
/** The pages while the marketplace writes: at least this share of the quiet pages' req/s. */
export const WRITES_SHARE = 0.9;
/** One request at a time, any search shape. */
export const SHAPE_P90_MS = 50;

export interface MixRow {
  title: string;
  result: MixResult;
  /** Undefined: a row shown for comparison only (the yardstick). */
  goal?: MixGoal;
  /** How the goal reads, when it is derived from another row. */
  goalLabel?: string;
}

/** What misses the goal, or [] when it is met. */
export function misses(result: MixResult, goal: MixGoal): string[] {
  return [
    ...(result.reqs < goal.reqs ? [`${result.reqs} < ${goal.reqs} req/s`] : []),
    ...(result.p99 > goal.p99 ? [`p99 ${result.p99} > ${goal.p99} ms`] : []),
    ...(result.failed > 0 ? [`${result.failed} non-2xx`] : []),
  ];
}

const goalText = (goal?: MixGoal) =>
  goal ? `≥ ${goal.reqs} req/s, p99 ≤ ${goal.p99} ms, 0 non-2xx` : '– (yardstick)';

function verdictText(row: MixRow): string {
  if (!row.goal) return '';
  const missed = misses(row.result, row.goal);
  return missed.length ? `NOT met (${missed.join(', ')})` : 'met';
}

/** Lines of a plain-text table: columns padded to their widest cell. */
export function table(header: string[], rows: string[][], rightAligned: number[] = []): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.includes(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

export function mixTable(rows: MixRow[]): string[] {
  return table(
    ['mix', 'req/s', 'p50', 'p99', 'non-2xx', 'goal', 'met'],
    rows.map((r) => [
      r.title,
      r.result.reqs.toLocaleString('en-US'),
      `${r.result.p50} ms`,
      `${r.result.p99} ms`,
      String(r.result.failed),
      r.goalLabel ?? goalText(r.goal),
      verdictText(r),
    ]),
    [1, 2, 3, 4],
  );
}

export interface ShapeTimes {
  title: string;
  /** Milliseconds, one request at a time. */
  times: number[];
  /** false: shown to hold it, without a goal (business and market pages). */
  goal: boolean;
}

/** The value below which `q` of the sorted times fall (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function shapeTable(shapes: ShapeTimes[]): string[] {
  const ms = (v: number) => `${Math.round(v).toLocaleString('en-US')} ms`;
  return table(
    ['shape', 'median', 'p90', 'max', 'goal', 'met'],
    shapes.map(({ title, times, goal }) => {
      const sorted = [...times].sort((a, b) => a - b);
      const p90 = quantile(sorted, 0.9);
      return [
        title,
        ms(quantile(sorted, 0.5)),
        ms(p90),
        ms(sorted[sorted.length - 1]),
        goal ? `p90 ≤ ${SHAPE_P90_MS} ms` : '– (hold)',
        goal ? (p90 <= SHAPE_P90_MS ? 'met' : 'NOT met') : '',
      ];
    }),
    [1, 2, 3],
  );
}
