// A logger whose lines stay in memory, for tests that read what the server logged.
import { createLogger } from '../lib/logger.ts';

export function captureLogs(level = 'debug') {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  return {
    logger,
    lines,
    /** Every line parsed (pino writes one JSON object per line). */
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
