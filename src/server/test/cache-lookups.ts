// A cache's hit and miss counts as /metrics reports them (`<name>{result="hit"|"miss"}`).
import type { TestServer } from './harness.ts';

export async function cacheLookups(server: TestServer, name: string) {
  const text = await server.deps.metrics.registry.getSingleMetricAsString(name);
  const count = (result: string) => Number(text.match(new RegExp(`result="${result}"} (\\d+)`))?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss') };
}
