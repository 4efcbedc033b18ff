import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sidebarMachine } from '../../src/machines/sidebar/machine';

describe('sidebar machine', () => {
  it('starts as told and toggles; close only closes', () => {
    const wide = createActor(sidebarMachine, { input: { open: true } }).start();
    expect(wide.getSnapshot().value).toBe('Open');
    wide.send({ type: 'sidebar.toggle' });
    expect(wide.getSnapshot().value).toBe('Closed');
    wide.send({ type: 'sidebar.close' });
    expect(wide.getSnapshot().value).toBe('Closed');
    wide.send({ type: 'sidebar.toggle' });
    expect(wide.getSnapshot().value).toBe('Open');
    const phone = createActor(sidebarMachine, { input: { open: false } }).start();
    expect(phone.getSnapshot().value).toBe('Closed');
  });
});
