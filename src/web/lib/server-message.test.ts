import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api.ts';
import { serverMessage } from './server-message.ts';

describe('serverMessage', () => {
  it("uses the server's message when it sent one", () => {
    const err = toApiError(503, { error: { code: 'unavailable', message: 'Database briefly unavailable' } });
    expect(serverMessage(err, 'Failed')).toBe('Database briefly unavailable');
    expect(serverMessage(new ApiError(0, 'network_error', 'Could not reach the server.'), 'Failed')).toBe(
      'Could not reach the server.',
    );
  });

  it('falls back when the answer carried no message', () => {
    expect(serverMessage(toApiError(500, {}), 'Failed to delete business record')).toBe(
      'Failed to delete business record',
    );
    expect(serverMessage(new Error('x'), 'Failed')).toBe('Failed');
  });
});
