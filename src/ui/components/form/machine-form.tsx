import type { ReactNode } from 'react';

/** What a submit does: most forms tell their machine `form.submit`; a wizard says it itself. */
type Submit =
  | { form: { send(event: { type: 'form.submit' }): void }; onSubmit?: never }
  | { onSubmit: () => void; form?: never };

type MachineFormProps = Submit & {
  /** A call is under way: assistive tech hears the form is busy. */
  busy: boolean;
  /** The form's accessible name, where the page holds more than one form. */
  label?: string;
  children: ReactNode;
};

/**
 * A form whose machine checks and sends it: the browser's own validation is off (the spec's
 * messages come from the machine) and a submit (Enter in a field too) never reloads the page.
 */
export function MachineForm({ busy, form, onSubmit, label, children }: MachineFormProps) {
  return (
    <form
      noValidate
      aria-busy={busy}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (form) form.send({ type: 'form.submit' });
        else onSubmit();
      }}
    >
      {children}
    </form>
  );
}
