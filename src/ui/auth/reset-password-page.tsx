import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { inspect } from '../../machines/inspector';
import {
  type ResetField,
  resetActors,
  resetWizardMachine,
} from '../../machines/reset-wizard/machine';
import { authApi } from '../../services/auth';
import { IssueList } from '../components/form/issue-list';
import { NoticeAlert } from '../components/form/notice-alert';
import { AuthLayout, AuthLink } from './auth-layout';
import { BusyOverlay } from './busy-overlay';
import { hasIssue } from './form-messages';
import { PasswordInput } from './password-input';
import { ResendControl } from './resend-control';
import { useFocusOnStepChange } from './signup-page';
import { WizardProgress } from './wizard-progress';

type ResetActor = ActorRefFrom<typeof resetWizardMachine>;
const steps = ['Email', 'New password'] as const;

/** /reset-password (spec section 2): a code by e-mail, then a new password, then /login. */
export default function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [machine] = useState(() =>
    resetWizardMachine.provide({
      actors: resetActors(authApi),
      actions: { goToLogin: () => navigateRef.current('~/login') },
    }),
  );
  const wizard = useActorRef(machine, { inspect });
  const step = useSelector(wizard, (state) => (state.matches('Email') ? 0 : 1));
  const isDone = useSelector(wizard, (state) => state.matches('Done') || state.status === 'done');
  const issues = useSelector(wizard, (state) => state.context.issues);
  const notice = useSelector(wizard, (state) => state.context.notice);
  const isBusy = useSelector(wizard, (state) => state.hasTag('busy'));
  const isResending = useSelector(wizard, (state) => state.hasTag('resending'));
  const stepRef = useFocusOnStepChange(step);

  return (
    <AuthLayout
      metaPath="/reset-password"
      title="Reset Password"
      subtitle={`Step ${step + 1} of ${steps.length}: ${steps[step]}`}
      footer={
        <>
          <AuthLink href="~/login">Return to Login</AuthLink>
          <AuthLink href="~/">Return to Home</AuthLink>
        </>
      }
    >
      <WizardProgress steps={steps} current={step} />
      <form
        noValidate
        aria-busy={isBusy}
        onSubmit={(event) => {
          event.preventDefault();
          wizard.send({ type: 'step.next' });
        }}
      >
        <Stack gap="5">
          <NoticeAlert notice={notice} />
          <IssueList issues={issues} />
          <div ref={stepRef}>
            {step === 0 ? <ResetEmailStep wizard={wizard} /> : <ResetCodeStep wizard={wizard} />}
          </div>
          <HStack gap="3">
            {step > 0 && (
              <Button
                variant="outline"
                size="lg"
                flex="1"
                disabled={isBusy || isDone}
                onClick={() => wizard.send({ type: 'step.back' })}
              >
                Back
              </Button>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              flex="2"
              disabled={isBusy || isDone}
            >
              {step === 0 ? 'Continue' : 'Reset Password'}
            </Button>
          </HStack>
        </Stack>
      </form>
      {isBusy && !isResending && <BusyOverlay label="Please wait…" />}
    </AuthLayout>
  );
}

function useResetField(wizard: ResetActor, field: ResetField) {
  const value = useSelector(wizard, (state) => state.context.values[field]);
  const invalid = useSelector(wizard, (state) => hasIssue(state.context.issues, field));
  return {
    invalid,
    input: {
      name: field,
      value,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        wizard.send({ type: 'field.change', field, value: event.target.value }),
    },
  };
}

function ResetEmailStep({ wizard }: { wizard: ResetActor }) {
  const email = useResetField(wizard, 'emailAddress');
  return (
    <Field.Root invalid={email.invalid} required>
      <Field.Label>
        Email
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type="email" autoComplete="email" placeholder="you@example.com" {...email.input} />
      <Field.HelperText>We'll e-mail you a code to set a new password.</Field.HelperText>
    </Field.Root>
  );
}

function ResetCodeStep({ wizard }: { wizard: ResetActor }) {
  const code = useResetField(wizard, 'verificationCode');
  const password = useResetField(wizard, 'password');
  const confirm = useResetField(wizard, 'confirmPassword');
  const email = useSelector(wizard, (state) => state.context.values.emailAddress.trim());
  const cooldown = useSelector(wizard, (state) => state.context.cooldown);
  const isResending = useSelector(wizard, (state) => state.hasTag('resending'));
  const isBusy = useSelector(wizard, (state) => state.hasTag('busy') || state.matches('Done'));
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Enter the code we sent to{' '}
        <Text as="span" color="fg" fontWeight="medium" overflowWrap="anywhere">
          {email}
        </Text>{' '}
        and choose a new password.
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
      <Field.Root invalid={password.invalid} required>
        <Field.Label>
          New password
          <Field.RequiredIndicator />
        </Field.Label>
        <PasswordInput autoComplete="new-password" {...password.input} />
        <Field.HelperText>
          At least 8 characters, with an uppercase letter and a number.
        </Field.HelperText>
      </Field.Root>
      <Field.Root invalid={confirm.invalid} required>
        <Field.Label>
          Confirm new password
          <Field.RequiredIndicator />
        </Field.Label>
        <PasswordInput autoComplete="new-password" {...confirm.input} />
      </Field.Root>
    </Stack>
  );
}
