// Background work that runs in passes when asked: never two passes at once, and a kick during a pass
// runs one more after it, so nothing asked for is missed. A pass says whether more is waiting (a full
// batch), and then runs again at once. Failures are reported, not thrown: the next kick retries.

export interface KickedPasses {
  /** Asks for a pass now (or one more after the pass under way). */
  kick(): void;
  /** No pass starts from now on; the one under way, if any, is `running()`. */
  stop(): void;
  /** The pass under way, if any. */
  running(): Promise<void> | null;
}

export function kickedPasses(pass: () => Promise<boolean>, onError: (err: unknown) => void): KickedPasses {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const passes = async () => {
    do {
      again = false;
      if (await pass()) again = true;
    } while (again && !stopped);
  };
  return {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = passes()
        .catch(onError)
        .finally(() => {
          running = null;
        });
    },
    stop() {
      stopped = true;
    },
    running: () => running,
  };
}
