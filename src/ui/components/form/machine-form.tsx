import type { ReactNode } from 'react';

type MachineFormProps = {
  /** A call is under way: assistive tech hears the form is busy. */
  busy: boolean;
  /** What submitting tells the form's machine (Enter in a field submits too). */
  onSubmit: () => void;
  /** The form's accessible name, where the page holds more than one form. */
  label?: string;
  children: ReactNode;
};

/**
 * A form whose machine checks and sends it: the browser's own validation is off (the spec's
 * messages come from the machine) and a submit never reloads the page.
 */
export function MachineForm({ busy, onSubmit, label, children }: MachineFormProps) {
  return (
    <form
      noValidate
      aria-busy={busy}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
