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
import { notProvided } from '../../src/machines/not-provided';
import { resendCooldownMachine } from '../../src/machines/resend-cooldown/machine';
import { codeAndResendModel } from './models/code-and-resend';
import { coverageLine, measureCoverage } from './support/coverage';

type Values = { emailAddress: string; verificationCode: string };
const stepSchemas = {
  code: v.object({ verificationCode: v.pipe(v.string(), v.nonEmpty('Code is required')) }),
};
const shared = codeWizardImplementations<
  CodeWizardContext<Values>,
  CodeWizardEvent<Values>,
  keyof typeof stepSchemas
>(stepSchemas);
const codeRequest = ({ context }: { context: CodeWizardContext<Values> }) => ({
  emailAddress: context.values.emailAddress,
});

/**
 * The smallest wizard built from the sub-flow: a step that asks for a code (for an address
 * already known), then the code step with its resend.
 */
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
      { emailAddress: 'ada@example.com', verificationCode: '' },
      spawn('resendCooldown', { id: 'resendCooldown', input: {} }),
    ),
  initial: 'Start',
  on: { 'field.change': { actions: 'assignField' } },
  states: {
    Start: {
      initial: 'Editing',
      states: {
        Editing: { on: { 'step.next': 'SendingCode' } },
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
          back: '#host.Start',
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

  it('follows each of its paths and reaches every state and transition it builds', () => {
    const failures = coverage.paths.flatMap(({ result }) => result.failure ?? []);
    expect(failures).toEqual([]);
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
