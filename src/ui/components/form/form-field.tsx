import { Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: ReactNode;
  /** The control: an Input, a Textarea, a select... Field.Root gives it its id, label and state. */
  children: ReactNode;
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

/**
 * One labelled form field, the only way forms draw one: label (with the required mark), the
 * control, then its helper text or its error. Chakra's Field ties them together for screen
 * readers (aria-invalid, aria-describedby).
 */
export function FormField({
  label,
  children,
  error,
  invalid = Boolean(error),
  helper,
  labelAside,
  required = true,
}: FormFieldProps) {
  const labelElement = (
    <Field.Label>
      {label}
      {required && <Field.RequiredIndicator />}
    </Field.Label>
  );
  return (
    <Field.Root invalid={invalid} required={required}>
      {labelAside ? (
        <HStack justify="space-between" w="full">
          {labelElement}
          {labelAside}
        </HStack>
      ) : (
        labelElement
      )}
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
