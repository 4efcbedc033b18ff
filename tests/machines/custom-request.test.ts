import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createCustomRequestActors } from '../../src/machines/custom-request/actors';
import {
  type CustomRequestField,
  customRequestMachine,
} from '../../src/machines/custom-request/machine';
import type { CustomScriptRequest } from '../../src/services/contract';
import { httpError } from './support/fixtures';

const filled = {
  name: 'ES opening drive',
  description: 'Buy the first pullback after the opening drive.',
  platform: 'Kraken',
  phoneNumber: '555 010 2030',
};

function startDialog(submit?: (request: CustomScriptRequest) => Promise<{ success: boolean }>) {
  const effects = {
    submit: vi.fn(submit ?? (async () => ({ success: true }))),
    endSession: vi.fn(),
  };
  const actor = createActor(
    customRequestMachine.provide({
      actors: createCustomRequestActors({ requestCustomScript: effects.submit }),
      actions: { endSession: effects.endSession },
    }),
  ).start();
  const fill = (values: Partial<Record<CustomRequestField, string>> = filled) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as CustomRequestField, value });
    }
  };
  const issues = () => actor.getSnapshot().context.issues.map((issue) => issue.message);
  return { actor, effects, fill, issues };
}

describe('custom request dialog machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for all four fields before sending', () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'dialog.open' });
    dialog.actor.send({ type: 'form.submit' });
    expect(dialog.issues()).toEqual([
      'Name is required',
      'Description is required',
      'Platform is required',
      'Phone number is required',
    ]);
    expect(dialog.effects.submit).not.toHaveBeenCalled();
    dialog.fill({ name: 'x' });
    expect(dialog.issues()).not.toContain('Name is required');
  });

  it('lists a malformed phone number beside the missing fields on the first submit', () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'dialog.open' });
    dialog.fill({ description: 'Scalp the open.', phoneNumber: 'call me' });
    dialog.actor.send({ type: 'form.submit' });
    expect(dialog.issues()).toEqual([
      'Name is required',
      'Platform is required',
      'Enter a valid phone number',
    ]);
  });

  it('is busy while sending, then closes, clears and shows the success message for 3 s', async () => {
    let finish: (value: { success: boolean }) => void = () => {};
    const dialog = startDialog(() => new Promise((resolve) => (finish = resolve)));
    dialog.actor.send({ type: 'dialog.open' });
    dialog.fill();
    dialog.actor.send({ type: 'form.submit' });
    expect(dialog.actor.getSnapshot().hasTag('busy')).toBe(true);
    dialog.actor.send({ type: 'dialog.close' });
    expect(dialog.actor.getSnapshot().matches({ Open: 'Submitting' })).toBe(true);
    expect(dialog.effects.submit).toHaveBeenCalledWith(filled);
    finish({ success: true });
    await vi.advanceTimersByTimeAsync(0);
    const after = dialog.actor.getSnapshot();
    expect(after.matches({ Closed: 'Announcing' })).toBe(true);
    expect(after.hasTag('succeeded')).toBe(true);
    expect(after.context.values).toEqual({
      name: '',
      description: '',
      platform: '',
      phoneNumber: '',
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(dialog.actor.getSnapshot().hasTag('succeeded')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(dialog.actor.getSnapshot().matches({ Closed: 'Quiet' })).toBe(true);
  });

  it('keeps the dialog open with the spec message when sending fails', async () => {
    const dialog = startDialog(async () => {
      throw httpError(500);
    });
    dialog.actor.send({ type: 'dialog.open' });
    dialog.fill();
    dialog.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const snapshot = dialog.actor.getSnapshot();
    expect(snapshot.matches({ Open: 'Editing' })).toBe(true);
    expect(snapshot.context.errorMessage).toBe(
      'Failed to submit custom script request. Please try again later.',
    );
    expect(snapshot.context.values.name).toBe(filled.name);
  });

  it('treats success: false as a failure and a 401 as the end of the session', async () => {
    const refused = startDialog(async () => ({ success: false }));
    refused.actor.send({ type: 'dialog.open' });
    refused.fill();
    refused.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.actor.getSnapshot().context.errorMessage).not.toBeNull();

    const expired = startDialog(async () => {
      throw httpError(401);
    });
    expired.actor.send({ type: 'dialog.open' });
    expired.fill();
    expired.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(expired.effects.endSession).toHaveBeenCalledOnce();
  });

  it('closes on request while editing, and a new opening clears old messages', () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'dialog.open' });
    dialog.actor.send({ type: 'form.submit' });
    dialog.actor.send({ type: 'dialog.close' });
    expect(dialog.actor.getSnapshot().matches('Closed')).toBe(true);
    dialog.actor.send({ type: 'dialog.open' });
    expect(dialog.issues()).toEqual([]);
  });
});
