// Every query-key prefix belongs to one resource: the app-wide keys (lib/query-keys.ts) and each
// feature's own, declared beside their operations. Here, where features are combined.
import { describe, expect, it } from 'vitest';
import { digestKey } from '../api/get-digest.ts';
import { zipKey } from '../api/get-zip.ts';
import { devicesKey } from '../features/accounts/api/get-devices.ts';
import { insightsKey } from '../features/dashboard/api/get-insights.ts';
import { ownerPostsKey } from '../features/dashboard/api/get-owner-posts.ts';
import { businessPostsKey } from '../features/marketplace/api/get-business-posts.ts';
import { adminStateKey } from '../features/operator/api/get-admin-state.ts';
import { adminStatesKey } from '../features/operator/api/get-admin-states.ts';
import { auditKey } from '../features/operator/api/get-audit-log.ts';
import { postReportsKey } from '../features/operator/api/get-post-reports.ts';
import { reportsKey } from '../features/operator/api/get-reports.ts';
import { queryKeys } from '../lib/query-keys.ts';

type Key = readonly unknown[];
type Entry = Key | ((...args: never[]) => Key) | { [name: string]: Entry };

/** Every key of an entry, with sample arguments. */
function keysOf(entry: Entry): Key[] {
  if (Array.isArray(entry)) return [entry];
  if (typeof entry === 'function') return [(entry as (...args: string[]) => Key)('a', 'b', 'c')];
  return Object.values(entry).flatMap((e) => keysOf(e as Entry));
}

const resources: Entry[] = [
  ...Object.values(queryKeys),
  devicesKey,
  digestKey,
  insightsKey,
  ownerPostsKey,
  zipKey,
  businessPostsKey,
  adminStateKey,
  adminStatesKey,
  auditKey,
  postReportsKey,
  reportsKey,
] as Entry[];

describe('query keys', () => {
  it('give every resource a prefix of its own', () => {
    const prefixes = resources.map((entry) => [...new Set(keysOf(entry).map((k) => k[0]))]);
    for (const own of prefixes) expect(own).toHaveLength(1);
    const all = prefixes.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
