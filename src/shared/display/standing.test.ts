import { describe, expect, it } from 'vitest';
import { businessStanding, standingSentence } from './standing.ts';

const base = { isPublished: false, termsAcceptedAt: null, hiddenByTeam: false, pausedWithState: false };

describe('business standing', () => {
  it('tells a never-published draft from one its owner hid', () => {
    expect(businessStanding(base)).toBe('draft');
    expect(businessStanding({ ...base, termsAcceptedAt: '2026-01-01T00:00:00Z' })).toBe('hidden_by_owner');
    expect(businessStanding({ ...base, isPublished: true, termsAcceptedAt: new Date() })).toBe('live');
  });

  it('puts the team and a paused state before the owner', () => {
    expect(businessStanding({ ...base, isPublished: true, hiddenByTeam: true })).toBe('hidden_by_team');
    expect(businessStanding({ ...base, termsAcceptedAt: new Date(), pausedWithState: true })).toBe('paused');
  });

  it('explains each standing in words that match it', () => {
    const ctx = { missingSteps: [], stateIsLive: true, businessState: 'California' };
    expect(standingSentence({ ...ctx, standing: 'draft', missingSteps: [7, 9] })).toBe(
      'Not published yet: finish step 7.',
    );
    expect(standingSentence({ ...ctx, standing: 'draft', stateIsLive: false, businessState: 'Ohio' })).toBe(
      'Not published yet: publishing opens when Ohio goes live.',
    );
    // Outside the live states, finishing the steps would not publish it: the state is the reason.
    expect(
      standingSentence({
        ...ctx,
        standing: 'draft',
        missingSteps: [7],
        stateIsLive: false,
        businessState: 'Ohio',
      }),
    ).toBe('Not published yet: publishing opens when Ohio goes live.');
    expect(standingSentence({ ...ctx, standing: 'hidden_by_owner' })).toBe(
      'Hidden by you. Shoppers can’t find it until you publish it again.',
    );
    expect(standingSentence({ ...ctx, standing: 'paused', businessState: 'Colorado' })).toMatch(
      /paused in Colorado/,
    );
    expect(standingSentence({ ...ctx, standing: 'live' })).toBe(
      'Shoppers can find your profile on the market.',
    );
  });
});
