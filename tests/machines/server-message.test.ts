import { describe, expect, it } from 'vitest';
import { failureWithReason, serverMessage } from '../../src/machines/server-message';
import { ApiRequestError } from '../../src/services/http';

describe('a failed call’s message', () => {
  it('reads the server’s message, skipping upper-case codes for a field message', () => {
    expect(
      serverMessage(
        new ApiRequestError('http', 'x', 400, { message: 'x', data: { message: 'inner' } }),
      ),
    ).toBe('inner');
    expect(
      serverMessage(
        new ApiRequestError('http', 'x', 422, {
          message: 'VALIDATION_FAILED',
          errors: { password: 'Too weak' },
        }),
      ),
    ).toBe('Too weak');
    expect(serverMessage(new ApiRequestError('http', 'x', 500, undefined))).toBeUndefined();
    expect(serverMessage(new ApiRequestError('network', 'Network error.'))).toBe('Network error.');
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });

  it('adds a limit’s reason to a failure sentence, and nothing else', () => {
    const limit = new ApiRequestError('http', 'Wait 30 s.', 429, { message: 'Wait 30 s.' });
    expect(failureWithReason('Failed.', limit)).toBe('Failed. Wait 30 s.');
    expect(failureWithReason('Failed.', new ApiRequestError('http', 'x', 500))).toBe('Failed.');
  });
});
