// Seconds left until a deadline, refreshed every second (timers, so page.clock can drive it).
import { useEffect, useState } from 'react';
import { secondsUntil } from '../lib/cooldown.ts';

/** `deadline` in ms since epoch (null = nothing to count). Returns whole seconds left, 0 when done. */
export function useCountdown(deadline: number | null): number {
  const [left, setLeft] = useState(() => (deadline ? secondsUntil(deadline) : 0));
  useEffect(() => {
    if (!deadline) {
      setLeft(0);
      return;
    }
    setLeft(secondsUntil(deadline));
    const id = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return left;
}

/** Milliseconds left until `deadline`, refreshed every second (for day/hour/minute/second countdowns). */
export function useMsUntil(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return deadline ? Math.max(0, deadline - now) : 0;
}
