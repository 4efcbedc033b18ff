import { screen } from '@testing-library/react';
import { expect } from 'vitest';

export type ButtonState = 'enabled' | 'disabled' | 'absent';

/**
 * An alert box or a live region: an error alert interrupts, a status (notice, spinner, loading
 * line) waits its turn, and `none` is a box drawn without a role (seen, but not announced).
 */
export type SeenAlert = { role: 'alert' | 'status' | 'none'; texts: readonly string[] };

/**
 * What a person sees in one state, by what is on screen (names, labels, texts), not by markup.
 * Only what a state lists is checked, except `fields` and `alerts`, which are the exact set.
 */
export type Seen = {
  /** The path the router is at; elsewhere than the page, the page is gone and nothing more is checked. */
  location: string;
  /** The address bar's path and query (a page may drop a query parameter without navigating). */
  address?: string;
  heading?: string;
  /** Lines of text shown somewhere on the page. */
  texts?: string[];
  /** Every form field shown, by label, with the value it shows (a checkbox: whether ticked). */
  fields?: Record<string, string | boolean>;
  buttons?: Record<string, ButtonState>;
  /** Every alert and status region, in page order. */
  alerts?: SeenAlert[];
  /** The open dialog, or null for none. */
  dialog?: { title: string; text: string; buttons: string[] } | null;
};

/** A label as a person reads it: the required mark is no part of it. */
const labelText = (label: string) => (content: string) =>
  content.replace(/\*$/, '').trim() === label;

/** A line as a person reads it, even when parts of it are styled apart (an address in bold). */
const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() === text;

export const fieldLabelled = (label: string) =>
  screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(labelText(label));

const shownValue = (control: HTMLInputElement | HTMLSelectElement) =>
  control instanceof HTMLInputElement && control.type === 'checkbox'
    ? control.checked
    : control.value;

function expectFields(fields: Record<string, string | boolean>) {
  const controls = document.querySelectorAll('form input:not([type=hidden]), form select');
  expect(controls.length, `fields shown: ${Object.keys(fields).join(', ')}`).toBe(
    Object.keys(fields).length,
  );
  for (const [label, value] of Object.entries(fields)) {
    expect(shownValue(fieldLabelled(label)), `the field '${label}'`).toBe(value);
  }
}

/** Every button on screen by its accessible name (one pass: naming buttons is the costly part). */
export function buttonsByName(): Map<string, HTMLButtonElement[]> {
  const byName = new Map<string, HTMLButtonElement[]>();
  screen.queryAllByRole<HTMLButtonElement>('button', {
    hidden: true,
    name: (name, element) => {
      byName.set(name, [...(byName.get(name) ?? []), element as HTMLButtonElement]);
      return false;
    },
  });
  return byName;
}

function expectButtons(buttons: Record<string, ButtonState>) {
  const byName = buttonsByName();
  for (const [name, state] of Object.entries(buttons)) {
    const found = byName.get(name) ?? [];
    const shown =
      found.length === 0
        ? 'absent'
        : found.every((button) => button.disabled)
          ? 'disabled'
          : 'enabled';
    expect(shown, `the button '${name}'`).toBe(state);
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function expectAlerts(alerts: SeenAlert[]) {
  // Chakra names its alert boxes' class, so one drawn without a role is found too.
  const regions = [
    ...document.querySelectorAll('[role=alert], [role=status], .chakra-alert__root'),
  ];
  const shown = regions.map(
    (region) => `${region.getAttribute('role') ?? 'none'}: ${region.textContent}`,
  );
  // Each as '<role>: <its texts in order>', so a failure lists what shows against what should.
  const expected = alerts.map(({ role, texts }) =>
    expect.stringMatching(new RegExp(`^${role}: .*${texts.map(escaped).join('.*')}`)),
  );
  expect(shown, 'the alerts').toEqual(expected);
}

function expectDialog(dialog: NonNullable<Seen['dialog']> | null) {
  const shown = document.querySelector('[role=alertdialog]');
  if (!dialog) {
    expect(shown?.textContent ?? null, 'no dialog').toBeNull();
    return;
  }
  expect(shown, `the dialog '${dialog.title}'`).not.toBeNull();
  const text = shown?.textContent ?? '';
  expect(text).toContain(dialog.title);
  expect(text).toContain(dialog.text);
  const names = [...(shown?.querySelectorAll('button') ?? [])].map((button) => button.textContent);
  expect(names, 'the dialog buttons').toEqual(dialog.buttons);
}

/** Checks the screen against what the person should see. */
export function expectScreen(seen: Seen, currentPath: string): void {
  expect(currentPath, 'where the person is').toBe(seen.location);
  if (seen.address !== undefined) {
    expect(`${window.location.pathname}${window.location.search}`, 'the address').toBe(
      seen.address,
    );
  }
  if (seen.heading !== undefined) {
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe(seen.heading);
  }
  for (const text of seen.texts ?? []) {
    expect(screen.queryAllByText(wholeText(text)).length > 0, `the text '${text}' on screen`).toBe(
      true,
    );
  }
  if (seen.fields) expectFields(seen.fields);
  if (seen.buttons) expectButtons(seen.buttons);
  if (seen.alerts) expectAlerts(seen.alerts);
  if (seen.dialog !== undefined) expectDialog(seen.dialog);
}
