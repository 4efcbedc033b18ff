import { fireEvent } from '@testing-library/react';
import { buttonsByName, fieldLabelled } from './screen';

/**
 * What a person does on screen, by the names they read: each event of a path becomes one of
 * these. A control that is missing or disabled fails the step (the screen does not offer what
 * the machine expects).
 */
export const person = {
  types(label: string, value: string): void {
    fireEvent.change(fieldLabelled(label), { target: { value } });
  },

  /** A select: the option shown with this value must exist. */
  chooses(label: string, value: string): void {
    const select = fieldLabelled(label);
    const offered = [...(select as HTMLSelectElement).options].map((option) => option.value);
    if (!offered.includes(value)) throw new Error(`'${label}' offers no '${value}'`);
    fireEvent.change(select, { target: { value } });
  },

  ticks(label: string, checked: boolean): void {
    const box = fieldLabelled(label) as HTMLInputElement;
    if (box.checked !== checked) fireEvent.click(box);
  },

  clicks(name: string): void {
    const buttons = buttonsByName();
    const [button] = buttons.get(name) ?? [];
    if (!button) {
      const shown = [...buttons.keys()].map((shownName) => `'${shownName}'`).join(', ');
      throw new Error(`no button '${name}' on screen (it shows ${shown})`);
    }
    if (button.disabled) throw new Error(`the button '${name}' is disabled`);
    fireEvent.click(button);
  },

  /** The form's main button, whatever the step calls it (the screen table checks its name). */
  submits(): void {
    const button = document.querySelector<HTMLButtonElement>('form button[type=submit]');
    if (!button) throw new Error('no submit button on screen');
    person.clicks(button.textContent ?? '');
  },
};
