import { describe, expect, it } from 'vitest';
import { clusterPins, pinBounds } from './cluster-pins.ts';

// A flat projection: one degree is 100 px.
const project = (lng: number, lat: number) => ({ x: lng * 100, y: -lat * 100 });
const at = (id: string, lng: number, lat: number) => ({ id: id, pin: { lng, lat } });

describe('clusterPins', () => {
  it('puts businesses of one ZIP code in one cluster with their count', () => {
    const clusters = clusterPins([at('a', -118, 34), at('b', -118, 34), at('c', -118, 34)], project);
    expect(clusters).toHaveLength(1);
    expect(clusters[0].items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(clusters[0].key).toBe('a,b,c');
  });

  it('keeps pins apart when they are far apart on screen, and places a cluster at its first pin', () => {
    const clusters = clusterPins([at('a', -118, 34), at('b', -118.5, 34), at('c', -117, 34)], project);
    expect(clusters.map((c) => c.items.length)).toEqual([1, 1, 1]);
    const close = clusterPins([at('a', -118, 34), at('b', -118.2, 34)], project);
    expect(close).toHaveLength(1);
    expect([close[0].lng, close[0].lat]).toEqual([-118, 34]);
  });

  it('leaves out businesses without a pin', () => {
    expect(clusterPins([{ id: 'x', pin: null }], project)).toEqual([]);
    expect(pinBounds([{ id: 'x', pin: null }])).toBeNull();
  });

  it('bounds the pins', () => {
    expect(pinBounds([at('a', -118, 34), at('b', -122, 37)])).toEqual([
      [-122, 34],
      [-118, 37],
    ]);
  });
});
