import { describe, expect, it } from 'vitest';
import { clusterLabel, type MapNoun, mapCountLine } from './map-labels.ts';

const at = (businessCity: string | null, businessState: string | null = 'California') => ({
  businessCity,
  businessState,
});

describe('clusterLabel', () => {
  it('names every place of a cluster, not only its first business’s', () => {
    expect(clusterLabel([at('Escondido'), at('San Diego')])).toBe('2 businesses in Escondido and San Diego');
    expect(clusterLabel([at('Santa Barbara'), at('Santa Barbara'), at('Santa Barbara')])).toBe(
      '3 businesses in Santa Barbara',
    );
    expect(clusterLabel([at('Poway'), at('Escondido'), at('San Diego')])).toBe(
      '3 businesses in Poway, Escondido and San Diego',
    );
  });

  it('names the place with most businesses first; equals keep the results’ order', () => {
    expect(clusterLabel([at('Escondido'), at('San Diego'), at('San Diego')])).toBe(
      '3 businesses in San Diego and Escondido',
    );
  });

  it('names two places and counts the rest when there are more than three', () => {
    const items = [at('Vista'), at('Oceanside'), at('Oceanside'), at('Carlsbad'), at('Encinitas')];
    expect(clusterLabel(items)).toBe('5 businesses in Oceanside, Vista and 2 other places');
    expect(clusterLabel([...items, at('Poway')])).toBe('6 businesses in Oceanside, Vista and 3 other places');
  });

  it('adds the state to each town when the cluster spans states (a wide view)', () => {
    expect(clusterLabel([at('Springfield', 'Illinois'), at('Springfield', 'Missouri')])).toBe(
      '2 businesses in Springfield, IL and Springfield, MO',
    );
    expect(clusterLabel([at('Tahoe City'), at('Stateline', 'Nevada')])).toBe(
      '2 businesses in Tahoe City, CA and Stateline, NV',
    );
  });

  it('counts businesses without a town as another place, and names no place when none has one', () => {
    expect(clusterLabel([at('Escondido'), at(null)])).toBe('2 businesses in Escondido and another place');
    expect(clusterLabel([at('A'), at('B'), at('C'), at(null)])).toBe(
      '4 businesses in A, B and 2 other places',
    );
    expect(clusterLabel([at(null), at(null, null)])).toBe('2 businesses');
  });
});

describe('mapCountLine', () => {
  /** loaded, placed, inView, and whether the list has more (and of how many matches). */
  const line = (
    loaded: number,
    placed: number,
    inView: number,
    more = false,
    total?: number,
    estimated = false,
  ) =>
    mapCountLine({
      loaded,
      placed,
      inView,
      more,
      total: total === undefined ? null : { count: total, estimated },
    });

  it('says every result is on the map when the list holds them all, and how many are in view', () => {
    expect(line(4, 4, 4)).toBe('All 4 businesses are on the map.');
    expect(line(4, 4, 3)).toBe('All 4 businesses are on the map; 3 are in view.');
    expect(line(4, 4, 1)).toBe('All 4 businesses are on the map; 1 is in view.');
    expect(line(4, 4, 0)).toBe('All 4 businesses are on the map; none are in view.');
    expect(line(1, 1, 1)).toBe('The 1 business is on the map.');
    expect(line(1, 1, 0)).toBe('The 1 business is on the map; it is out of view.');
  });

  it('says the map has the results loaded so far, of all the search found, so the two counts agree', () => {
    expect(line(24, 24, 12, true, 45)).toBe(
      'The map has the first 24 of 45 businesses, those loaded in the list; 12 are in view.',
    );
    expect(line(24, 24, 24, true, 45)).toBe(
      'The map has the first 24 of 45 businesses, those loaded in the list.',
    );
    expect(line(24, 24, 24, true, 12_345, true)).toBe(
      'The map has the first 24 of about 12,000 businesses, those loaded in the list.',
    );
    // The market does not count its matches.
    expect(line(24, 24, 9, true)).toBe(
      'The map has the first 24 businesses, those loaded in the list; 9 are in view.',
    );
  });

  it('says why a result is not on the map', () => {
    expect(line(4, 3, 3)).toBe('3 of the 4 businesses are on the map (the rest have no known ZIP code).');
    expect(line(24, 23, 20, true, 45)).toBe(
      'The map has 23 of the first 24 of 45 businesses, those loaded in the list; 20 are in view.',
    );
    expect(line(0, 0, 0)).toBe('No businesses to show on the map.');
  });

  it('counts what the pins are when they are not businesses (the events map)', () => {
    const events: MapNoun = { one: 'event', many: 'events', Many: 'Events' };
    expect(mapCountLine({ loaded: 1, placed: 1, inView: 1, more: false, noun: events })).toBe(
      'The 1 event is on the map.',
    );
    expect(mapCountLine({ loaded: 12, placed: 12, inView: 5, more: true, noun: events })).toBe(
      'The map has the first 12 events, those loaded in the list; 5 are in view.',
    );
    expect(mapCountLine({ loaded: 0, placed: 0, inView: 0, more: false, noun: events })).toBe(
      'No events to show on the map.',
    );
    expect(clusterLabel([at('Escondido'), at('Escondido')], events)).toBe('2 events in Escondido');
  });
});
