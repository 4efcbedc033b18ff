import { describe, expect, it } from 'vitest';
import { describeWait } from '../../server/domain/errors';
import { createMemoryRateLimiter } from '../../server/domain/rate-limit';
import { hashPassword, newCode, verifyPassword } from '../../server/domain/secrets';
import { createTestClock } from './support/test-app';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('the in-memory rate limiter', () => {
  it('allows up to the limit in a window, then says how long to wait', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    for (let event = 0; event < 3; event += 1) {
      expect(await limiter.take(rule, 'k')).toEqual({ allowed: true });
      clock.advance(10_000);
    }
    // Events at 0, 10 and 20 s: the first leaves the window at 60 s, 30 s from now.
    expect(await limiter.take(rule, 'k')).toEqual({ allowed: false, retryAfterMs: 30_000 });
    clock.advance(30_000);
    expect(await limiter.take(rule, 'k')).toEqual({ allowed: true });
  });

  it('slides: the window is any 60 s, not a calendar minute', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    await limiter.take(rule, 'k');
    clock.advance(59_000);
    await limiter.take(rule, 'k');
    await limiter.take(rule, 'k');
    expect((await limiter.check(rule, 'k')).allowed).toBe(false);
    clock.advance(1_000);
    expect((await limiter.check(rule, 'k')).allowed).toBe(true);
  });

  it('checks without recording, records without checking, and resets a key', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    for (let event = 0; event < 5; event += 1)
      expect((await limiter.check(rule, 'k')).allowed).toBe(true);
    for (let event = 0; event < 3; event += 1) await limiter.record(rule, 'k');
    expect((await limiter.check(rule, 'k')).allowed).toBe(false);
    await limiter.reset(rule, 'k');
    expect((await limiter.check(rule, 'k')).allowed).toBe(true);
  });

  it('keeps keys and rules apart', async () => {
    const limiter = createMemoryRateLimiter(createTestClock());
    for (let event = 0; event < 3; event += 1) await limiter.record(rule, 'a');
    expect((await limiter.check(rule, 'a')).allowed).toBe(false);
    expect((await limiter.check(rule, 'b')).allowed).toBe(true);
    expect((await limiter.check({ ...rule, name: 'other' }, 'a')).allowed).toBe(true);
  });

  it('answers correctly after sweeping idle keys away', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    for (let key = 0; key < 1500; key += 1) await limiter.record(rule, `k${key}`);
    clock.advance(120_000);
    for (let key = 0; key < 1500; key += 1) await limiter.check(rule, 'same');
    expect((await limiter.check(rule, 'k1')).allowed).toBe(true);
  });
});

describe('waiting times in messages', () => {
  it.each([
    [1, '1 second'],
    [15_000, '15 seconds'],
    [59_001, '1 minute'],
    [60_000, '1 minute'],
    [14 * 60_000 + 1, '15 minutes'],
    [60 * 60_000, '1 hour'],
    [23.9 * 60 * 60_000, '24 hours'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(describeWait(ms)).toBe(text);
  });
});

describe('secrets', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret123')).toBe(false);
    expect(await verifyPassword(undefined, 'Secret123')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Secret123')).toBe(false);
  });

  it('makes six-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });
});
