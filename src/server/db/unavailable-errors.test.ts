import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './client.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('counts connection failures, a server shutting down and a server out of connections', () => {
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through wrapped causes (the ORM wraps the driver error)', () => {
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: pgError('53300') }))).toBe(true);
  });

  it('does not count a query the database refused', () => {
    expect(isDatabaseUnavailable(pgError('23505'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('22021'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
  });
});
