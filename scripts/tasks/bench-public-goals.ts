// What each row of `npm run bench:public` should reach at 32 connections (docs/product.md §20):
// search shapes by their own goals, server-rendered pages ≥ 4× what they did before this benchmark
// existed (274 and 326 req/s), everything with p99 ≤ 50 ms and no answer but 2xx.
import type { Measured } from './bench-kit.ts';

export interface Goal {
  reqs: number;
  p99: number;
}

const GOALS: [RegExp, Goal][] = [
  [/^search: common word/, { reqs: 1_000, p99: 50 }],
  [/^search: rare word/, { reqs: 1_000, p99: 50 }],
  [/^search: /, { reqs: 500, p99: 50 }],
  [/^market page/, { reqs: 4 * 274, p99: 50 }],
  [/^business page/, { reqs: 4 * 326, p99: 50 }],
  [/^market (first page|region|load more)/, { reqs: 4_000, p99: 15 }],
  [/^business \(JSON\)/, { reqs: 3_000, p99: 20 }],
];

export const goalOf = (title: string): Goal | undefined => GOALS.find(([re]) => re.test(title))?.[1];

export function verdict(m: Measured, goal: Goal): string {
  const misses = [
    ...(m.reqs < goal.reqs ? [`${m.reqs} req/s`] : []),
    ...(m.p99 > goal.p99 ? [`p99 ${m.p99} ms`] : []),
    ...(m.non2xx > 0 ? [`${m.non2xx} non-2xx`] : []),
  ];
  return misses.length ? `MISSED (${misses.join(', ')})` : 'met';
}
