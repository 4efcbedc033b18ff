import type { ComponentProps } from 'react';
import { field } from '../../public/islands/island-form.styles';

/**
 * A field for a code from an authenticator app: a phone shows its digits keyboard, and the
 * browser or the phone offers the code it just received. Longer codes (a recovery code) need a
 * `maxLength` of their own.
 */
export function OneTimeCodeInput(props: ComponentProps<'input'>) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      className={field.input}
      {...props}
    />
  );
}
