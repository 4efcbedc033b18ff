import type { InputHTMLAttributes } from 'react';
import { formTexts } from '../../../content/forms';
import { VERIFICATION_CODE_LENGTH } from '../../../services/contract';
import { FormField } from './form-field';
import { verificationCode as styles } from './verification-code-field.styles';

type VerificationCodeFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  /** Marks the field invalid; its problem is listed with the step's others. */
  invalid?: boolean;
};

/**
 * The e-mailed code: digits on a phone's number pad, offered from the message by the system's
 * one-time-code autofill, spaced wide to read back at a glance.
 */
export function VerificationCodeField({ invalid, ...input }: VerificationCodeFieldProps) {
  return (
    <FormField label={formTexts.verificationCode} invalid={invalid}>
      <input
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        {...input}
      />
    </FormField>
  );
}
