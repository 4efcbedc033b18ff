import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { LuCircleAlert, LuEye, LuEyeOff, LuInfo } from 'react-icons/lu';
import { formTexts } from '../../../content/forms';
import { useElementId } from '../../hooks/use-element-id';
import { alert, busy, errorAlert, field, infoAlert } from './island-form.styles';
import { kit } from './kit.styles';

/** What a field gives its control, so the label, the error and the control belong together. */
export type FieldControlProps = {
  id: string;
  required: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type IslandFieldProps = {
  label: ReactNode;
  /** The field's problem, shown under it and marking the control invalid. */
  error?: string | null;
  /** Shown at the label's right, such as a 'Forgot Password?' link. */
  labelAside?: ReactNode;
  required?: boolean;
  /** Draws the control with the props that tie it to the label and the error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * One labelled field of an island, as the app's FormField draws it with Chakra's Field: the
 * label (with the required mark), the control, then its error, tied for screen readers.
 */
export function IslandField({
  label,
  error,
  labelAside,
  required = true,
  children,
}: IslandFieldProps) {
  const id = useElementId();
  const errorId = `${id}-error`;
  const invalid = error ? '' : undefined;
  const labelElement = (
    <label htmlFor={id} className={field.label} data-invalid={invalid}>
      {label}
      {required && (
        <span aria-hidden="true" className={field.requiredIndicator}>
          *
        </span>
      )}
    </label>
  );
  return (
    <div className={field.root} data-invalid={invalid}>
      {labelAside ? (
        <div className={field.labelRow}>
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <div id={errorId} aria-live="polite" className={field.errorText}>
          {error}
        </div>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle that says what it does to screen readers. */
export function IslandPasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={field.inputGroup}>
      <input {...props} type={visible ? 'text' : 'password'} className={field.inputWithEndButton} />
      <button
        type="button"
        className={field.endButton}
        aria-label={visible ? formTexts.hidePassword : formTexts.showPassword}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <LuEyeOff /> : <LuEye />}
      </button>
    </div>
  );
}

const alertStyles = { error: errorAlert, info: infoAlert };

/**
 * The app's StatusAlert in an island: a failure interrupts (`role="alert"`), a notice is
 * announced politely (`role="status"`).
 */
export function IslandAlert({ status, title }: { status: 'error' | 'info'; title: ReactNode }) {
  const styles = alertStyles[status];
  return (
    <div role={status === 'error' ? 'alert' : 'status'} className={styles.root}>
      <span className={styles.indicator}>
        {status === 'error' ? <LuCircleAlert /> : <LuInfo />}
      </span>
      <div className={alert.title}>{title}</div>
    </div>
  );
}

/** A spinner over the card while a call is under way, named for screen readers. */
export function IslandBusyOverlay({ label }: { label: string }) {
  return (
    <div role="status" className={busy.overlay}>
      <span className={busy.spinner} />
      <span className={kit.srOnly}>{label}</span>
    </div>
  );
}
