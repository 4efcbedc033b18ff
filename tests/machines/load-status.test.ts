import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminRequestWorkflowMachine } from '../../src/machines/admin-request-workflow/machine';
import { selectLoadStatus } from '../../src/machines/admin-request-workflow/selectors';
import type { AdminRequestDetail } from '../../src/services/contract';
import { request } from './models/admin-request-workflow';
import { networkDown } from './models/samples';
import { httpError, settle } from './support/fixtures';

/** A call that has not answered yet. */
const pending = 'pending';

/** A console request page's machine whose calls answer from the queues, in order. */
function startRequestPage(
  loads: Array<AdminRequestDetail | Error | typeof pending>,
  steps: Error[] = [],
) {
  const answer = async <T>(queue: Array<T | Error | typeof pending>): Promise<T> => {
    const next = queue.shift() ?? networkDown;
    if (next === pending) return new Promise<T>(() => {});
    if (next instanceof Error) throw next;
    return next;
  };
  return createActor(
    adminRequestWorkflowMachine.provide({
      actors: {
        loadRequest: fromPromise(() => answer(loads)),
        takeStep: fromPromise(() => answer<AdminRequestDetail>(steps)),
      },
      actions: { endSession: () => {} },
    }),
    { input: { requestId: 'request-1' } },
  ).start();
}

describe('the load status of a console page about one thing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is loading until the first answer, then shown', async () => {
    const actor = startRequestPage([request('new')]);
    expect(selectLoadStatus(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(selectLoadStatus(actor.getSnapshot())).toBe('shown');
  });

  it('is not found on a 404, and failed on any other failure until a retry loads it', async () => {
    const missing = startRequestPage([httpError(404)]);
    await settle();
    expect(selectLoadStatus(missing.getSnapshot())).toBe('notFound');
    const actor = startRequestPage([networkDown, request('new')]);
    await settle();
    expect(selectLoadStatus(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'request.retry' });
    expect(selectLoadStatus(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(selectLoadStatus(actor.getSnapshot())).toBe('shown');
  });

  it('keeps the request shown while it loads again after a 409', async () => {
    const actor = startRequestPage([request('new'), pending], [httpError(409)]);
    await settle();
    actor.send({ type: 'step.choose', step: 'in_review' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('Loading');
    expect(selectLoadStatus(actor.getSnapshot())).toBe('shown');
  });
});
