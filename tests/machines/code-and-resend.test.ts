import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import {
  type CodeWizardContext,
  type CodeWizardEvent,
  codeWizardImplementations,
  codeWizardStart,
} from '../../src/machines/code-and-resend/implementations';
import {
  type CodeSent,
  codeStepStates,
  sendingCodeState,
} from '../../src/machines/code-and-resend/states';
import { nextWhenValid } from '../../src/machines/form/step-transitions';
import { notProvided } from '../../src/machines/not-provided';
import { resendCooldownMachine } from '../../src/machines/resend-cooldown/machine';
import { codeAndResendModel } from './models/code-and-resend';
import { coverageLine, measureCoverage } from './support/coverage';

type Values = { emailAddress: string; verificationCode: string };
const filled = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const stepSchemas = {
  email: v.object({ emailAddress: v.pipe(filled('Email is required'), v.email('Invalid')) }),
  code: v.object({ verificationCode: filled('Code is required') }),
};
const shared = codeWizardImplementations<
  CodeWizardContext<Values>,
  CodeWizardEvent<Values>,
  keyof typeof stepSchemas
>(stepSchemas);
const codeRequest = ({ context }: { context: CodeWizardContext<Values> }) => ({
  emailAddress: context.values.emailAddress,
});

/** The smallest wizard built from the sub-flow: its shape is the wizards' own, without extras. */
const hostMachine = setup({
  types: {
    context: {} as CodeWizardContext<Values>,
    events: {} as CodeWizardEvent<Values>,
  },
  actors: {
    resendCooldown: resendCooldownMachine,
    sendCode: notProvided<CodeSent, { emailAddress: string }>('sendCode'),
  },
  actions: shared.actions,
  guards: shared.guards,
}).createMachine({
  id: 'host',
  context: ({ spawn }) =>
    codeWizardStart(
      { emailAddress: '', verificationCode: '' },
      spawn('resendCooldown', { id: 'resendCooldown', input: {} }),
    ),
  initial: 'Email',
  on: { 'field.change': { actions: 'assignField' } },
  states: {
    Email: {
      initial: 'Editing',
      states: {
        Editing: { on: { 'step.next': nextWhenValid('email', 'SendingCode') } },
        SendingCode: sendingCodeState({
          id: 'sendCode',
          src: 'sendCode',
          input: codeRequest,
          onSent: '#host.Code',
          notices: { sent: 'Code sent.', failed: 'No code sent.' },
        }),
      },
    },
    Code: {
      initial: 'Editing',
      states: {
        ...codeStepStates({
          back: '#host.Email',
          next: 'Accepted',
          resend: { id: 'resendCode', src: 'sendCode', input: codeRequest },
        }),
        Accepted: { type: 'final' },
      },
    },
  },
});

describe('the code-and-resend sub-flow', () => {
  const coverage = measureCoverage(hostMachine, codeAndResendModel);
  afterAll(() => console.log(`Path coverage: ${coverageLine('codeAndResend', coverage)}`));

  it.each(
    coverage.paths.map(({ path, result }) => [
      path.steps.map((step) => step.event.type).join(' → '),
      result.failure,
    ]),
  )('follows the path %s', (_title, failure) => {
    expect(failure).toBeUndefined();
  });

  it('reaches every state and transition it builds', () => {
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('says what each send came to, with a limit’s reason', () => {
    const notices = coverage.paths.flatMap(({ path }) =>
      path.steps.map((step) => step.state.context.notice?.text),
    );
    expect(new Set(notices)).toEqual(
      new Set([
        undefined,
        'Code sent.',
        'No code sent.',
        'No code sent. Too many requests, try again in 60 seconds',
        'Verification email re-sent. Please check your inbox.',
        'Failed to resend verification email.',
        'Failed to resend verification email. Too many requests, try again in 60 seconds',
      ]),
    );
  });
});
