import type { ComponentType, ReactNode } from 'react';

type Children = { children: ReactNode };

/**
 * What a field is drawn with: classed elements, as Chakra's Field parts draw them (the app's
 * form field and the islands' each tie the control, label and texts together with `ids`).
 */
export type FieldParts = {
  Root: ComponentType<Children & { invalid: boolean; required: boolean }>;
  Label: ComponentType<Children & { invalid: boolean; htmlFor?: string }>;
  RequiredIndicator: ComponentType;
  /** The label with something at its right, such as a 'Forgot Password?' link. */
  LabelRow: ComponentType<Children>;
  ErrorText: ComponentType<Children & { id?: string }>;
  /** Only where fields have hints (the app's). */
  HelperText?: ComponentType<Children & { id?: string }>;
};

export type FieldFrameProps = {
  parts: FieldParts;
  label: ReactNode;
  /** The control, already tied to the field. */
  children: ReactNode;
  /** The field's problem, shown under it. */
  error?: string | null;
  /** Marks the field invalid; with no error, for a problem listed elsewhere. */
  invalid: boolean;
  /** A hint under the control while there is no error. */
  helper?: ReactNode;
  /** Shown at the label's right, such as a 'Forgot Password?' link. */
  labelAside?: ReactNode;
  required: boolean;
  /** The control's, the error's and the hint's ids, where the parts do not make them. */
  ids?: { control: string; error: string; helper?: string };
};

/**
 * One labelled form field, for the app and the islands alike: the label (with the required
 * mark, and what stands at its right), the control, then its hint or its error.
 */
export function FieldFrame({ parts, ids, ...field }: FieldFrameProps) {
  const { Root, Label, RequiredIndicator, LabelRow, ErrorText, HelperText } = parts;
  const label = (
    <Label invalid={field.invalid} {...(ids && { htmlFor: ids.control })}>
      {field.label}
      {field.required && <RequiredIndicator />}
    </Label>
  );
  return (
    <Root invalid={field.invalid} required={field.required}>
      {field.labelAside ? (
        <LabelRow>
          {label}
          {field.labelAside}
        </LabelRow>
      ) : (
        label
      )}
      {field.children}
      {HelperText && field.helper && !field.error && (
        <HelperText {...(ids && { id: ids.helper })}>{field.helper}</HelperText>
      )}
      {field.error && <ErrorText {...(ids && { id: ids.error })}>{field.error}</ErrorText>}
    </Root>
  );
}
