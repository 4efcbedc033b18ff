import { authMessages } from '../../content/auth-messages';
import { nextWhenValid } from '../form/step-transitions';
import { failureWithReason } from '../server-message';
import { failure, success } from '../wizard-notice';

/**
 * The code-and-resend sub-flow both wizards share (spec sections 4 and 8): a code is e-mailed,
 * the person types it on the code step and may ask for another once the 60 s cooldown is over.
 * These build the states; a wizard using them declares in its `setup` the actions
 * `startCooldown`, `assignNotice`, `clearMessages`, `assignStepIssues`, the guards
 * `isResendReady` and `isStepValid` (with a `code` step), and the code-sending actor.
 */

/** What a request for a code answers. */
export type CodeSent = { success: boolean };

type SendingOptions<TId, TSrc, TInput, TTarget> = {
  /** The invocation's id: path models and diagrams name its results by it. */
  id: TId;
  /** The actor that asks the server for a code. */
  src: TSrc;
  input: TInput;
  /** Where the wizard goes once a code is on its way. */
  onSent: TTarget;
  /** The notices of spec section 8 for a code sent and for a failure. */
  notices: { sent: string; failed: string };
  /** `resending` marks the code step's own resend, which keeps the step on screen. */
  tags?: readonly 'resending'[];
};

/**
 * Asking for a code: `busy` and `loading` meanwhile. A sent code starts the resend cooldown,
 * says so and moves on; a refusal or a failure says so (with a limit's reason, which tells when
 * to try again) and returns to the step's `Editing`.
 */
export const sendingCodeState = <
  const TId extends string,
  const TSrc extends string,
  TInput,
  const TTarget extends string,
>({
  id,
  src,
  input,
  onSent,
  notices,
  tags = [],
}: SendingOptions<TId, TSrc, TInput, TTarget>) =>
  ({
    tags: ['busy', 'loading', ...tags],
    invoke: {
      id,
      src,
      input,
      onDone: [
        {
          guard: ({ event }: { event: { output: CodeSent } }) => event.output.success,
          target: onSent,
          actions: ['startCooldown', { type: 'assignNotice', params: success(notices.sent) }],
        },
        { target: 'Editing', actions: { type: 'assignNotice', params: failure(notices.failed) } },
      ],
      onError: {
        target: 'Editing',
        actions: {
          type: 'assignNotice',
          params: ({ event }: { event: { error: unknown } }) =>
            failure(failureWithReason(notices.failed, event.error)),
        },
      },
    },
  }) as const;

/**
 * The code step's own states, for the wizard's `Code` state (`initial: 'Editing'`) beside its
 * states for the code: `Editing` (Back to `back`; Resend once the cooldown is over; Continue,
 * when the code passes its rule, to `next`) and `Resending`.
 */
export const codeStepStates = <
  const TBack extends string,
  const TNext extends string,
  const TId extends string,
  const TSrc extends string,
  TInput,
>({
  back,
  next,
  resend,
}: {
  back: TBack;
  next: TNext;
  resend: Pick<SendingOptions<TId, TSrc, TInput, 'Editing'>, 'id' | 'src' | 'input'>;
}) =>
  ({
    Editing: {
      on: {
        'step.back': { target: back, actions: 'clearMessages' },
        'code.resend': { guard: 'isResendReady', target: 'Resending' },
        'step.next': nextWhenValid('code', next),
      },
    },
    Resending: sendingCodeState({
      ...resend,
      onSent: 'Editing',
      notices: { sent: authMessages.resend.resent, failed: authMessages.resend.resendFailed },
      tags: ['resending'],
    }),
  }) as const;
