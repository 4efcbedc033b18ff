import {
  Checkbox,
  Field,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SignupField, signupWizardMachine } from '../../machines/signup-wizard/machine';
import { hasIssue } from './form-messages';
import { PasswordInput } from './password-input';
import { referralOptions } from './referral-options';
import { ResendControl } from './resend-control';

export type SignupActor = ActorRefFrom<typeof signupWizardMachine>;

function useField(wizard: SignupActor, field: Exclude<SignupField, 'termsAccepted'>) {
  const value = useSelector(wizard, (state) => state.context.values[field]);
  const invalid = useSelector(wizard, (state) => hasIssue(state.context.issues, field));
  return {
    invalid,
    input: {
      name: field,
      value,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        wizard.send({ type: 'field.change', field, value: event.target.value }),
    },
  };
}

export function SignupEmailStep({ wizard }: { wizard: SignupActor }) {
  const email = useField(wizard, 'emailAddress');
  return (
    <Field.Root invalid={email.invalid} required>
      <Field.Label>
        Email
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type="email" autoComplete="email" placeholder="you@example.com" {...email.input} />
      <Field.HelperText>We'll send a verification code to this address.</Field.HelperText>
    </Field.Root>
  );
}

export function SignupDetailsStep({ wizard }: { wizard: SignupActor }) {
  const firstName = useField(wizard, 'firstName');
  const lastName = useField(wizard, 'lastName');
  const password = useField(wizard, 'password');
  const confirm = useField(wizard, 'confirmPassword');
  const referrer = useField(wizard, 'referrerDetails');
  const terms = useSelector(wizard, (state) => state.context.values.termsAccepted);
  const termsInvalid = useSelector(wizard, (state) =>
    hasIssue(state.context.issues, 'termsAccepted'),
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={firstName.invalid} required>
          <Field.Label>
            First name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="given-name" {...firstName.input} />
        </Field.Root>
        <Field.Root invalid={lastName.invalid} required>
          <Field.Label>
            Last name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="family-name" {...lastName.input} />
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={password.invalid} required>
        <Field.Label>
          Password
          <Field.RequiredIndicator />
        </Field.Label>
        <PasswordInput autoComplete="new-password" {...password.input} />
        <Field.HelperText>
          At least 8 characters, with an uppercase letter and a number.
        </Field.HelperText>
      </Field.Root>
      <Field.Root invalid={confirm.invalid} required>
        <Field.Label>
          Confirm password
          <Field.RequiredIndicator />
        </Field.Label>
        <PasswordInput autoComplete="new-password" {...confirm.input} />
      </Field.Root>
      <Field.Root invalid={referrer.invalid} required>
        <Field.Label>
          How did you hear about us?
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field placeholder="Choose one" {...referrer.input}>
            {referralOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Checkbox.Root
        invalid={termsInvalid}
        checked={terms}
        onCheckedChange={(details) =>
          wizard.send({
            type: 'field.change',
            field: 'termsAccepted',
            value: details.checked === true,
          })
        }
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput name="termsAccepted" />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" color="fg.muted">
          I am at least 18 years old and accept the{' '}
          <Link
            href="/terms-and-condition"
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            textDecoration="underline"
          >
            Terms and Conditions
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
        </Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}

export function SignupCodeStep({ wizard }: { wizard: SignupActor }) {
  const code = useField(wizard, 'verificationCode');
  const email = useSelector(wizard, (state) => state.context.values.emailAddress.trim());
  const cooldown = useSelector(wizard, (state) => state.context.cooldown);
  const isResending = useSelector(wizard, (state) => state.hasTag('resending'));
  const isBusy = useSelector(wizard, (state) => state.hasTag('busy'));
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Enter the 6-digit code we sent to{' '}
        <Text as="span" color="fg" fontWeight="medium" overflowWrap="anywhere">
          {email}
        </Text>
        .
      </Text>
      <Field.Root invalid={code.invalid} required>
        <Field.Label>
          Verification code
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          fontSize="xl"
          letterSpacing="0.4em"
          fontVariantNumeric="tabular-nums"
          {...code.input}
        />
      </Field.Root>
      <ResendControl
        cooldown={cooldown}
        isSending={isResending}
        disabled={isBusy}
        onResend={() => wizard.send({ type: 'code.resend' })}
      />
    </Stack>
  );
}
