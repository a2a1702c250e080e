// The marketplace writing while visitors read (`--writes N`): N waitlist sign-ups a second through
// the API, as owners outside the live states send them. The sign-up allows 10 an hour per client
// address, and the limits stay on: the app is started with TRUST_PROXY=1 and each sign-up comes
// "through the proxy" from an address of its own (X-Forwarded-For), as distinct owners would.

export interface WriteStats {
  sent: number;
  stored: number;
  /** Anything but 201, or no answer. */
  failed: number;
  /** Milliseconds each stored sign-up took. */
  times: number[];
}

/** A private address for the k-th writer (10.0.0.1, 10.0.0.2 …): distinct for 16 million sign-ups. */
export const writerAddress = (k: number) => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;

export function startWrites(origin: string, perSecond: number, zips: string[]) {
  const stats: WriteStats = { sent: 0, stored: 0, failed: 0, times: [] };
  const run = Date.now().toString(36);
  const inFlight = new Set<Promise<void>>();
  const write = async (k: number) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${origin}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': writerAddress(k + 1) },
        body: JSON.stringify({
          email: `bench-${run}-${k}@example.com`,
          businessName: `Bench Writer ${k}`,
          ownerName: `Owner ${k}`,
          category: 'Candles and soap',
          zipCode: zips[k % zips.length],
        }),
      });
      await res.arrayBuffer();
      if (res.status === 201) {
        stats.stored += 1;
        stats.times.push(performance.now() - t0);
      } else stats.failed += 1;
    } catch {
      stats.failed += 1;
    }
  };
  // On a clock, not one after another: a slow answer does not lower the rate asked for.
  const timer =
    perSecond > 0
      ? setInterval(() => {
          const p = write(stats.sent++);
          inFlight.add(p);
          void p.finally(() => inFlight.delete(p));
        }, 1000 / perSecond)
      : undefined;
  return {
    stats,
    /** Stops sending and waits for the sign-ups still on their way. */
    async stop(): Promise<WriteStats> {
      clearInterval(timer);
      await Promise.all(inFlight);
      return stats;
    },
  };
}
