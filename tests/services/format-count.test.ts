import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/services/contract';

describe('formatCount', () => {
  it("writes counts as 'en-US' does, without Intl", () => {
    for (const count of [0, 7, 999, 1000, 4000, 12_345, 999_999, 1_234_567, 10_000_000]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
