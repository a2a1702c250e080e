import { describe, expect, it } from 'vitest';
import { fitCamera, projector } from './web-mercator.ts';

const SIZE = { width: 800, height: 500 };

describe('fitCamera and projector', () => {
  it('frames a box so its corners land inside the padding, touching it on the tighter side', () => {
    const bounds: [[number, number], [number, number]] = [
      [-118.7, 33.7],
      [-117.6, 34.4],
    ];
    const camera = fitCamera(bounds, SIZE, 48, 20);
    const at = projector(camera, SIZE);
    const sw = at(-118.7, 33.7);
    const ne = at(-117.6, 34.4);
    expect(Math.min(sw.x, ne.y)).toBeGreaterThanOrEqual(47.99);
    expect(Math.max(ne.x, sw.y)).toBeLessThanOrEqual(SIZE.width - 47.99);
    // Taller than wide on this screen (latitude stretches at 34°N): it touches the top and bottom.
    expect(ne.y).toBeCloseTo(48, 6);
    expect(sw.y).toBeCloseTo(SIZE.height - 48, 6);
    // Centred both ways.
    expect((sw.x + ne.x) / 2).toBeCloseTo(SIZE.width / 2, 6);
    expect((sw.y + ne.y) / 2).toBeCloseTo(SIZE.height / 2, 6);
  });

  it('puts the center at the middle of the map, and the world is 512 px wide at zoom 0', () => {
    const at = projector({ center: [0, 0], zoom: 0 }, { width: 512, height: 512 });
    expect(at(0, 0)).toEqual({ x: 256, y: 256 });
    expect(at(-180, 0).x).toBeCloseTo(0, 6);
    expect(at(180, 0).x).toBeCloseTo(512, 6);
    // Mercator stretches toward the poles: 60°N is well above a third of the way up.
    expect(at(0, 60).y).toBeLessThan(256 - 512 / 6);
  });

  it('never zooms past the limit, so one ZIP code (a single point) is framed at county width', () => {
    const camera = fitCamera(
      [
        [-119.7, 34.42],
        [-119.7, 34.42],
      ],
      SIZE,
      48,
      10,
    );
    expect(camera.zoom).toBe(10);
    expect(camera.center[0]).toBeCloseTo(-119.7, 9);
    expect(camera.center[1]).toBeCloseTo(34.42, 9);
  });

  it('matches MapLibre on the whole country at a phone’s width (zoom about 2)', () => {
    const camera = fitCamera(
      [
        [-125, 24],
        [-66, 50],
      ],
      { width: 390, height: 416 },
      48,
      10,
    );
    // (390 - 96) px over 59° of a 512 px world: log2(294 / (59 / 360 × 512)).
    expect(camera.zoom).toBeCloseTo(Math.log2(294 / ((59 / 360) * 512)), 9);
  });
});
