import type { ActorRefFrom } from 'xstate';
import { authMessages } from '../../../../src/content/auth-messages';
import type { FieldIssue } from '../../../../src/machines/form/fields';
import type { resendCooldownMachine } from '../../../../src/machines/resend-cooldown/machine';
import type { Notice } from '../../../../src/machines/wizard-notice';
import { person } from './person';
import type { PersonTable } from './replay';
import type { ButtonState, Seen, SeenAlert } from './screen';

/** Words both wizard screens still spell in their views (import them once they move to content). */
export const wizardWords = {
  back: 'Back',
  continue: 'Continue',
  /** The spinner over the card while a call is under way (read by screen readers only). */
  wait: 'Please wait…',
  step: (index: number, steps: readonly string[]) =>
    `Step ${index + 1} of ${steps.length}: ${steps[index]}`,
};

export type WizardContext = {
  issues: FieldIssue[];
  notice: Notice | null;
  cooldown: ActorRefFrom<typeof resendCooldownMachine>;
};

/** The last call's notice, then the step's problems, then the spinner while a call is under way. */
function wizardAlerts({ notice, issues }: WizardContext, spinner: boolean): SeenAlert[] {
  const alerts: SeenAlert[] = [];
  if (notice) {
    alerts.push({ role: notice.status === 'error' ? 'alert' : 'status', texts: [notice.text] });
  }
  if (issues.length > 0) {
    alerts.push({ role: 'alert', texts: issues.map((issue) => issue.message) });
  }
  if (spinner) alerts.push({ role: 'status', texts: [wizardWords.wait] });
  return alerts;
}

/**
 * The resend control in the state of the wizard's countdown: 'Sending…' while it sends,
 * 'Resend available in Ns' (disabled) while it counts down, else 'Resend code'.
 */
function resendButton(
  { cooldown }: WizardContext,
  { sending, locked }: { sending: boolean; locked: boolean },
): Record<string, ButtonState> {
  const m = authMessages.resend;
  const countdown = cooldown.getSnapshot();
  const remaining = countdown.matches('CoolingDown') ? countdown.context.remaining : 0;
  if (sending) return { [m.sending]: 'disabled' };
  if (remaining > 0) return { [m.coolingDown(remaining)]: 'disabled', [m.ready]: 'absent' };
  return { [m.ready]: locked ? 'disabled' : 'enabled' };
}

/** A wizard screen, as its table describes it. */
export type WizardLook<V> = {
  location: string;
  title: string;
  steps: readonly string[];
  /** The main button of each step: this step's shows, the others' do not. */
  submits: readonly string[];
  /** The fields of a step, by label, with the values they show. */
  fields: (index: number, values: V) => Record<string, string | boolean>;
  /** The step with the code: it says where the code went and has the resend control. */
  codeStep: number;
  codeLine: (emailAddress: string) => string;
};

/**
 * What a wizard step shows: `busy` while a call is under way (the spinner covers the card),
 * `sending` while a code is resent (the resend control says so), `done` once it succeeded
 * (everything stays, locked, until the next page).
 */
export type WizardPhase = { busy?: boolean; sending?: boolean; done?: boolean };

type WizardSnapshot<V> = { context: WizardContext & { values: V } };

/** `onStep(index, phase)`: the screen of one step of the wizard in one phase. */
export const wizardSteps =
  <V extends { emailAddress: string }>(look: WizardLook<V>) =>
  (index: number, { busy = false, sending = false, done = false }: WizardPhase = {}) =>
  ({ context }: WizardSnapshot<V>): Seen => {
    const locked = busy || sending || done;
    const submit = look.submits[index] ?? '';
    const others = look.submits.filter((name) => name !== submit);
    const isCode = index === look.codeStep;
    return {
      location: look.location,
      heading: look.title,
      texts: [
        wizardWords.step(index, look.steps),
        ...(isCode ? [look.codeLine(context.values.emailAddress.trim())] : []),
      ],
      fields: look.fields(index, context.values),
      buttons: {
        ...Object.fromEntries(others.map((name) => [name, 'absent'])),
        [submit]: locked ? 'disabled' : 'enabled',
        [wizardWords.back]: index === 0 ? 'absent' : locked ? 'disabled' : 'enabled',
        ...(isCode ? resendButton(context, { sending, locked }) : {}),
      },
      alerts: wizardAlerts(context, busy),
    };
  };

/** What a person does in either wizard, but typing (each labels its fields its own way). */
export const wizardMoves: PersonTable = {
  'step.next': () => person.submits(),
  'step.back': () => person.clicks(wizardWords.back),
  'code.resend': () => person.clicks(authMessages.resend.ready),
};
