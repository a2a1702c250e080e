// A cache's hit and miss counts as /metrics reports them: a cache of the registry by its name
// (`locals_cache_lookups_total{cache="<name>",result="hit"|"miss"}`), or a counter of its own
// (`<name>{result="hit"|"miss"}`) when the name is a metric's.
import type { TestServer } from './harness.ts';

export async function cacheLookups(server: TestServer, name: string) {
  const registry = server.deps.metrics.registry;
  if (name.startsWith('locals_')) {
    const text = await registry.getSingleMetricAsString(name);
    const count = (result: string) => Number(text.match(new RegExp(`result="${result}"} (\\d+)`))?.[1] ?? 0);
    return { hit: count('hit'), miss: count('miss') };
  }
  const lines = (await registry.getSingleMetricAsString('locals_cache_lookups_total')).split('\n');
  const count = (result: string) =>
    Number(
      lines
        .find((l) => l.includes(`cache="${name}"`) && l.includes(`result="${result}"`))
        ?.split(' ')
        .at(-1) ?? 0,
    );
  return { hit: count('hit'), miss: count('miss') };
}
