import type * as v from 'valibot';
import { type ActorRefFrom, assign, type EventObject, sendTo } from 'xstate';
import { changeField, collectIssues, type FormContext } from '../form/fields';
import type { resendCooldownMachine } from '../resend-cooldown/machine';
import { isCooldownOver } from '../resend-cooldown/selectors';
import type { Notice } from '../wizard-notice';

type Cooldown = ActorRefFrom<typeof resendCooldownMachine>;

/** What a wizard with a code step keeps: its values, the step's problems, a notice, the cooldown. */
export type CodeWizardContext<TValues> = FormContext<TValues> & {
  /** The outcome of the last call, in an alert above the step. */
  notice: Notice | null;
  /** Counts the 60 s after a code is sent, before another may be asked for. */
  cooldown: Cooldown;
};

/** What a person does in such a wizard: type, Continue, Back, and ask for another code. */
export type CodeWizardEvent<TValues> =
  | { type: 'field.change'; field: keyof TValues; value: TValues[keyof TValues] }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'code.resend' };

/** A wizard's first context: its empty values, no problems, no notice, and its cooldown. */
export const codeWizardStart = <TValues>(
  values: TValues,
  cooldown: Cooldown,
): CodeWizardContext<TValues> => ({ values, issues: [], notice: null, cooldown });

type StepSchemas<TStep extends string> = Record<
  TStep,
  v.GenericSchema & { entries: v.ObjectEntries }
>;

/**
 * The actions and guards every wizard with a code step declares in its `setup` (the states of
 * `states.ts` and `nextWhenValid` name them), checking each step with its schema.
 */
export function codeWizardImplementations<
  TContext extends CodeWizardContext<object>,
  TEvent extends EventObject,
  TStep extends string,
>(stepSchemas: StepSchemas<TStep>) {
  const issuesOf = (context: TContext, step: TStep) =>
    collectIssues(stepSchemas[step], context.values);
  // TContext extends CodeWizardContext, so these parts of one are parts of the other; TypeScript
  // cannot follow that through the type parameter.
  const part = (change: Partial<CodeWizardContext<object>>) => change as Partial<TContext>;
  return {
    actions: {
      assignField: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) =>
        changeField(context, event),
      ),
      assignStepIssues: assign<TContext, TEvent, { step: TStep }, TEvent, never>(
        ({ context }, { step }) => part({ issues: issuesOf(context, step), notice: null }),
      ),
      assignNotice: assign<TContext, TEvent, Notice, TEvent, never>((_, notice) =>
        part({ notice }),
      ),
      clearMessages: assign<TContext, TEvent, undefined, TEvent, never>(() =>
        part({ issues: [], notice: null }),
      ),
      startCooldown: sendTo<TContext, TEvent, undefined, Cooldown, TEvent, never, never>(
        ({ context }) => context.cooldown,
        { type: 'cooldown.start' },
      ),
    },
    guards: {
      isStepValid: ({ context }: { context: TContext }, { step }: { step: TStep }) =>
        issuesOf(context, step).length === 0,
      isResendReady: ({ context }: { context: TContext }) =>
        isCooldownOver(context.cooldown.getSnapshot()),
    },
  };
}
