import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { inspect } from '../../machines/inspector';
import { signupActors, signupWizardMachine } from '../../machines/signup-wizard/machine';
import { authApi } from '../../services/auth';
import { useSessionActor } from '../app/session-context';
import { IssueList } from '../components/form/issue-list';
import { NoticeAlert } from '../components/form/notice-alert';
import { AuthLayout, AuthLink } from './auth-layout';
import { BusyOverlay } from './busy-overlay';
import { SignupCodeStep, SignupDetailsStep, SignupEmailStep } from './signup-steps';
import { WizardProgress } from './wizard-progress';

const steps = ['Email', 'Your details', 'Verify e-mail'] as const;

/** /signup and /register (spec section 2): the 3-step sign-up wizard, then /customer. */
export default function SignupPage() {
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [machine] = useState(() =>
    signupWizardMachine.provide({
      actors: signupActors(authApi),
      actions: {
        startSession: (_, newSession) =>
          session.send({ type: 'session.start', session: newSession }),
        goToCustomer: () => navigateRef.current('~/customer'),
      },
    }),
  );
  const wizard = useActorRef(machine, { inspect });
  const step = useSelector(wizard, (state) =>
    state.matches('Email') ? 0 : state.matches('Details') ? 1 : 2,
  );
  const issues = useSelector(wizard, (state) => state.context.issues);
  const notice = useSelector(wizard, (state) => state.context.notice);
  const isBusy = useSelector(wizard, (state) => state.hasTag('busy'));
  const isResending = useSelector(wizard, (state) => state.hasTag('resending'));
  const stepRef = useFocusOnStepChange(step);
  const isLast = step === steps.length - 1;

  return (
    <AuthLayout
      metaPath="/signup"
      title="Create Account"
      subtitle={`Step ${step + 1} of ${steps.length}: ${steps[step]}`}
      footer={
        <>
          <Text color="fg.muted" fontSize="sm">
            Already have an account? <AuthLink href="~/login">Login</AuthLink>
          </Text>
          <AuthLink href="~/">Return to Home</AuthLink>
        </>
      }
    >
      <WizardProgress steps={steps} current={step} />
      <form
        noValidate
        aria-busy={isBusy}
        onSubmit={(event) => {
          // Steps 1 and 2 continue; only the last step registers (spec section 2).
          event.preventDefault();
          wizard.send({ type: 'step.next' });
        }}
      >
        <Stack gap="5">
          <NoticeAlert notice={notice} />
          <IssueList issues={issues} />
          <div ref={stepRef}>
            {step === 0 && <SignupEmailStep wizard={wizard} />}
            {step === 1 && <SignupDetailsStep wizard={wizard} />}
            {step === 2 && <SignupCodeStep wizard={wizard} />}
          </div>
          <HStack gap="3">
            {step > 0 && (
              <Button
                variant="outline"
                size="lg"
                flex="1"
                disabled={isBusy}
                onClick={() => wizard.send({ type: 'step.back' })}
              >
                Back
              </Button>
            )}
            <Button type="submit" colorPalette="brand" size="lg" flex="2" disabled={isBusy}>
              {isLast ? 'Sign Up' : 'Continue'}
            </Button>
          </HStack>
        </Stack>
      </form>
      {isBusy && !isResending && <BusyOverlay label="Please wait…" />}
    </AuthLayout>
  );
}

/** Moves focus to the first field of a new step, so keyboard users carry on where they are. */
export function useFocusOnStepChange(step: number) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    ref.current?.querySelector<HTMLElement>('input:not([type=hidden]), select')?.focus();
  }, [step]);
  return ref;
}
