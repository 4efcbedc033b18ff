import { cloneElement, isValidElement, type ReactNode } from 'react';
import { useElementId } from '../../hooks/use-element-id';
import { field } from '../../public/islands/island-form.styles';
import { FieldFrame, type FieldParts } from './field-frame';
import { formField as styles } from './form-field.styles';

type FormFieldProps = {
  label: ReactNode;
  /**
   * The control (an input, a textarea, a select...), given as the field's one element: it gets
   * the id the label points at and the field's state as props. A control set deeper (beside a
   * preview) is drawn by a function given those props.
   */
  children: ReactNode | ((control: Record<string, unknown>) => ReactNode);
  /** The field's problem, shown under it and marking the control invalid. */
  error?: string | null;
  /**
   * Marks the control invalid with no words under it, for a problem listed elsewhere (a
   * wizard step lists them all above its fields).
   */
  invalid?: boolean;
  /** A hint under the control while there is no error. */
  helper?: ReactNode;
  /** Shown at the label's right, such as a 'Forgot Password?' link. */
  labelAside?: ReactNode;
  required?: boolean;
};

/** Chakra's Field parts as classed elements, with the attributes Chakra's Field gives them. */
const parts: FieldParts = {
  Root: ({ invalid, children }) => (
    // biome-ignore lint/a11y/useSemanticElements: Chakra's Field root, a group as before; a fieldset would bring the browser's own border and padding.
    <div role="group" className={field.root} data-invalid={invalid ? '' : undefined}>
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
  LabelRow: ({ children }) => <div className={styles.labelRow}>{children}</div>,
  ErrorText: ({ id, children }) => (
    <div id={id} aria-live="polite" className={field.errorText}>
      {children}
    </div>
  ),
  HelperText: ({ id, children }) => (
    <div id={id} className={styles.helperText}>
      {children}
    </div>
  ),
};

/**
 * One labelled form field of the app, the only way its forms draw one: the FieldFrame the
 * islands draw theirs with. Its control is tied to it as Chakra's Field tied it, for screen
 * readers: the label's `for`, `aria-invalid`, the hint as its description and the error as its
 * error message (`aria-errormessage`).
 */
export function FormField({ invalid, required = true, children, ...field }: FormFieldProps) {
  const id = useElementId();
  const ids = { control: id, error: `${id}-error`, helper: `${id}-helper` };
  const isInvalid = invalid ?? Boolean(field.error);
  const showsHelper = Boolean(field.helper) && !field.error;
  const controlProps = {
    id,
    required,
    'aria-invalid': isInvalid || undefined,
    'data-invalid': isInvalid ? '' : undefined,
    'aria-describedby': showsHelper ? ids.helper : undefined,
    'aria-errormessage': isInvalid && field.error ? ids.error : undefined,
  };
  // What the control sets itself wins, as under Chakra's Field.
  const control =
    typeof children === 'function'
      ? children(controlProps)
      : isValidElement<Record<string, unknown>>(children)
        ? cloneElement(children, { ...controlProps, ...children.props })
        : children;
  return (
    <FieldFrame parts={parts} ids={ids} invalid={isInvalid} required={required} {...field}>
      {control}
    </FieldFrame>
  );
}
