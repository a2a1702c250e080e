// Demo product photos show what the business sells: a greengrocer's photos show fruit, not a vase.
import { describe, expect, it } from 'vitest';
import { hasOwnObjects, objectsFor } from './art-still-life.ts';
import { DEMO_OWNER_DRAFT_FINISHED, DEMO_OWNER_PUBLISHED } from './demo-owner.ts';
import { DEMO_SERVICES } from './demo-services.ts';
import { DEMO_SHOPS } from './demo-shops.ts';

describe('demo product photos follow the categories', () => {
  it('draws every category a demo business is in from objects of its own', () => {
    const used = [...DEMO_SHOPS, ...DEMO_SERVICES, DEMO_OWNER_PUBLISHED, DEMO_OWNER_DRAFT_FINISHED].flatMap(
      (b) => b.categories,
    );
    for (const category of new Set(used)) expect(hasOwnObjects(category), category).toBe(true);
  });

  it.each([
    ['fresh-produce', 'fruit'],
    ['pet-goods', 'bone'],
    ['pet-care', 'bone'],
    ['leather', 'boot'],
    ['shoe-repair', 'boot'],
    ['craft-supplies', 'yarn'],
    ['sign-painter', 'brushes'],
    ['metalworker', 'hammer'],
    ['art-prints', 'frame'],
  ] as const)('%s shows a %s', (category, object) => {
    expect(objectsFor([category])).toContain(object);
  });

  it('never draws things a category does not sell', () => {
    expect(objectsFor(['shoe-repair'])).not.toContain('comb');
    expect(objectsFor(['metalworker'])).not.toContain('comb');
    expect(objectsFor(['fresh-produce'])).not.toContain('vase');
    expect(objectsFor(['art-prints'])).not.toContain('vase');
  });
});
