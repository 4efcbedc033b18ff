import { Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldFrame, type FieldParts } from './field-frame';

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

/** Chakra's Field parts: Field.Root ties the control, the label and the texts together. */
const chakraParts: FieldParts = {
  Root: ({ invalid, required, children }) => (
    <Field.Root invalid={invalid} required={required}>
      {children}
    </Field.Root>
  ),
  Label: ({ children }) => <Field.Label>{children}</Field.Label>,
  RequiredIndicator: () => <Field.RequiredIndicator />,
  LabelRow: ({ children }) => (
    <HStack justify="space-between" w="full">
      {children}
    </HStack>
  ),
  ErrorText: ({ children }) => <Field.ErrorText>{children}</Field.ErrorText>,
  HelperText: ({ children }) => <Field.HelperText>{children}</Field.HelperText>,
};

/**
 * One labelled form field of the app, the only way its forms draw one: the FieldFrame the
 * islands draw theirs with, in Chakra's Field, which ties the parts together for screen readers
 * (aria-invalid, aria-describedby).
 */
export function FormField({ invalid, required = true, ...field }: FormFieldProps) {
  return (
    <FieldFrame
      parts={chakraParts}
      invalid={invalid ?? Boolean(field.error)}
      required={required}
      {...field}
    />
  );
}
