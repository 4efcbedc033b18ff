import { Input, type InputProps } from '@chakra-ui/react';
import { formTexts } from '../../../content/forms';
import { VERIFICATION_CODE_LENGTH } from '../../../services/contract';
import { FormField } from './form-field';

type VerificationCodeFieldProps = Omit<InputProps, 'children'> & {
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
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        fontSize="xl"
        letterSpacing="0.4em"
        fontVariantNumeric="tabular-nums"
        {...input}
      />
    </FormField>
  );
}
