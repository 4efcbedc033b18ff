import { useEffect, useRef } from 'react';
import { confirmedActionTexts } from '../../../content/admin/common';
import { OneTimeCodeInput } from '../../components/form/one-time-code-input';
import { IslandField } from '../../public/islands/island-form';

const texts = confirmedActionTexts.secondFactor;

/**
 * The code a weighty action asks for in its confirmation (sudo mode, issue 35): a form of one
 * field, so Enter gives it as the dialog's Confirm does.
 */
export function SecondFactorCodeField({
  code,
  error,
  onChange,
  onSubmit,
}: {
  code: string;
  error: string | null;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // The dialog turned from a question into this field: the code is what comes next.
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <IslandField label={texts.code} error={error ?? undefined}>
        {(control) => (
          <OneTimeCodeInput
            {...control}
            ref={input}
            // A recovery code is longer than the app's six digits.
            maxLength={64}
            value={code}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </IslandField>
    </form>
  );
}
