import { expect, it } from 'vitest';
import { readOutOfAreaState } from './out-of-area-state.ts';

it('needs a city and a state', () => {
  expect(readOutOfAreaState(null)).toBeNull();
  expect(readOutOfAreaState({ city: 'New York' })).toBeNull();
  expect(readOutOfAreaState({ city: 'New York', state: 'New York' })).toEqual({
    city: 'New York',
    state: 'New York',
  });
});

it('keeps only same-app continue paths', () => {
  expect(readOutOfAreaState({ city: 'A', state: 'B', continueTo: '/dashboard/business/x' })?.continueTo).toBe(
    '/dashboard/business/x',
  );
  expect(
    readOutOfAreaState({ city: 'A', state: 'B', continueTo: '//evil.example' })?.continueTo,
  ).toBeUndefined();
});
