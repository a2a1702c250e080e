import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { saveFailureMessage } from './report-save-error.ts';
import { STEP_MESSAGES } from './step-messages.ts';

const server500 = new ApiError(500, 'internal', 'Something went wrong.');
const network = new ApiError(0, 'network_error', 'Could not reach the server.');
const taken = new ApiError(409, 'conflict', 'Username taken.');

describe('saveFailureMessage', () => {
  it('step 3: the server message for bad input, the spec fallbacks otherwise', () => {
    expect(saveFailureMessage(taken, STEP_MESSAGES[3])).toBe('Username taken.');
    expect(saveFailureMessage(server500, STEP_MESSAGES[3])).toBe('Failed to complete onboarding step.');
    expect(saveFailureMessage(network, STEP_MESSAGES[3])).toBe('Failed to save business info.');
  });

  it("steps without a server-message rule always show the step's own message", () => {
    expect(saveFailureMessage(taken, STEP_MESSAGES[4])).toBe('Failed to save your story.');
    expect(saveFailureMessage(server500, STEP_MESSAGES[12])).toBe('Failed to save structure.');
  });

  it('a caller may name what failed (step 9: the starting rate)', () => {
    expect(saveFailureMessage(server500, STEP_MESSAGES[9], 'Failed to save starting rate.')).toBe(
      'Failed to save starting rate.',
    );
  });
});
