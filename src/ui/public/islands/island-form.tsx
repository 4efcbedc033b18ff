import type { ReactNode } from 'react';
import { LuCircleAlert, LuInfo } from 'react-icons/lu';
import { FieldFrame, type FieldParts } from '../../components/form/field-frame';
import { alertParts, alertRoot } from '../../components/form/status-alert.styles';
import { useElementId } from '../../hooks/use-element-id';
import { busy, field } from './island-form.styles';
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

/** Classed elements, as Chakra's Field parts draw them; the ids come from the field. */
const islandParts: FieldParts = {
  Root: ({ invalid, children }) => (
    <div className={field.root} data-invalid={invalid ? '' : undefined}>
      {children}
    </div>
  ),
  Label: ({ invalid, htmlFor, children }) => (
    <label htmlFor={htmlFor} className={field.label} data-invalid={invalid ? '' : undefined}>
      {children}
    </label>
  ),
  RequiredIndicator: () => (
    <span aria-hidden="true" className={field.requiredIndicator}>
      *
    </span>
  ),
  LabelRow: ({ children }) => <div className={field.labelRow}>{children}</div>,
  ErrorText: ({ id, children }) => (
    <div id={id} aria-live="polite" className={field.errorText}>
      {children}
    </div>
  ),
};

/**
 * One labelled field of an island: the FieldFrame the app's FormField draws, in classed
 * elements. The control gets the props that tie it to the label and the error.
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
  return (
    <FieldFrame
      parts={islandParts}
      ids={{ control: id, error: errorId }}
      label={label}
      error={error}
      invalid={Boolean(error)}
      labelAside={labelAside}
      required={required}
    >
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
    </FieldFrame>
  );
}

/**
 * The app's StatusAlert in an island: a failure interrupts (`role="alert"`), a notice is
 * announced politely (`role="status"`).
 */
export function IslandAlert({ status, title }: { status: 'error' | 'info'; title: ReactNode }) {
  return (
    <div role={status === 'error' ? 'alert' : 'status'} className={alertRoot[status]}>
      <span className={alertParts.indicator}>
        {status === 'error' ? <LuCircleAlert /> : <LuInfo />}
      </span>
      <div className={alertParts.title}>{title}</div>
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
