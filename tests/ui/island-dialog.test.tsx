import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { IslandDialog } from '../../src/ui/public/islands/island-dialog';

/** A trigger and its dialog, with what the dialog reported. */
function renderDialog(placement?: 'center' | 'end') {
  const closes: string[] = [];
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <IslandDialog
          open={open}
          onClose={() => {
            closes.push('closed');
            setOpen(false);
          }}
          title="Settings"
          closeLabel="Close settings"
          placement={placement}
        >
          {open && <p>Inside</p>}
        </IslandDialog>
      </>
    );
  }
  render(<Harness />);
  const dialog = document.querySelector('dialog') as HTMLDialogElement;
  const open = () => act(() => screen.getByRole('button', { name: 'Open' }).click());
  return { dialog, open, closes };
}

describe('<IslandDialog>', () => {
  afterEach(cleanup);

  it('is in the page closed, named by its title, and opens as a modal', () => {
    const { dialog, open } = renderDialog();
    expect(dialog.open).toBe(false);
    expect(screen.queryByText('Inside')).toBeNull();
    open();
    expect(dialog.open).toBe(true);
    const title = screen.getByRole('heading', { name: 'Settings' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    expect(screen.getByText('Inside')).toBeTruthy();
  });

  it('puts the focus on its close button as it opens, not on a frame inside', () => {
    const { open } = renderDialog();
    open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close settings' }));
  });

  it('closes from its labelled close button and reports it once', () => {
    const { dialog, open, closes } = renderDialog();
    open();
    act(() => screen.getByRole('button', { name: 'Close settings' }).click());
    expect(dialog.open).toBe(false);
    expect(closes).toEqual(['closed']);
    expect(screen.queryByText('Inside')).toBeNull();
  });

  it('closes on a click on the backdrop, not on one inside its box', () => {
    const { dialog, open, closes } = renderDialog();
    open();
    dialog.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 100, y: 100, width: 400, height: 300 });
    act(() => fireEvent.click(dialog, { clientX: 200, clientY: 200 }));
    expect(dialog.open).toBe(true);
    act(() => fireEvent.click(dialog, { clientX: 20, clientY: 200 }));
    expect(dialog.open).toBe(false);
    expect(closes).toEqual(['closed']);
  });

  it('keeps the page behind from scrolling while open', () => {
    const { open } = renderDialog();
    open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    act(() => screen.getByRole('button', { name: 'Close settings' }).click());
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('draws a drawer at the end edge with the drawer recipe', () => {
    const { dialog } = renderDialog('end');
    expect(dialog.className).toBe('i-island-drawer__content');
  });
});
