import type { Deps } from '../../context.ts';

// Placeholder replaced by the demo seed module.
export async function seedDemo(_deps: Deps): Promise<{ businesses: number }> {
  return { businesses: 0 };
}
