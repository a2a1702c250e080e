import { describe, expect, test } from 'vitest';
import { kickedPasses } from './kicked-passes.ts';

/** A pass that waits until released, counting its runs. */
function gatedPass(more: () => boolean = () => false) {
  let runs = 0;
  let release: () => void = () => {};
  const pass = async () => {
    runs++;
    await new Promise<void>((r) => {
      release = r;
    });
    return more();
  };
  return { pass, runs: () => runs, release: () => release() };
}

const settle = async (p: Promise<void> | null) => {
  await p;
};

describe('kicked passes', () => {
  test('one pass at a time; a kick during it runs one more after, not one each', async () => {
    const g = gatedPass();
    const passes = kickedPasses(g.pass, () => {});
    passes.kick();
    passes.kick();
    passes.kick();
    expect(g.runs()).toBe(1);
    const first = passes.running();
    g.release();
    await new Promise((r) => setImmediate(r));
    expect(g.runs()).toBe(2);
    g.release();
    await settle(first);
    expect(passes.running()).toBeNull();
    expect(g.runs()).toBe(2);
  });

  test('a pass that says more is waiting runs again at once', async () => {
    let left = 3;
    const passes = kickedPasses(
      async () => --left > 0,
      () => {},
    );
    passes.kick();
    await settle(passes.running());
    expect(left).toBe(0);
  });

  test('after stop no pass starts, and a failure is reported, not thrown', async () => {
    const errors: unknown[] = [];
    const passes = kickedPasses(
      async () => {
        throw new Error('boom');
      },
      (err) => errors.push(err),
    );
    passes.kick();
    await settle(passes.running());
    expect(String(errors[0])).toContain('boom');
    passes.stop();
    passes.kick();
    expect(passes.running()).toBeNull();
  });
});
