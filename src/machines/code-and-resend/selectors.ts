import type { AnyActorRef } from 'xstate';
import type { CodeWizardContext, CodeWizardEvent } from './implementations';

/**
 * What the screens of a wizard with a code step read (both wizards' snapshots have this shape).
 * Tags: `busy` while a call is under way, `resending` while the code step asks for another
 * code (the step stays on screen), `finished` once the wizard has done its job.
 */
type CodeValues = { emailAddress: string; verificationCode: string };
type CodeWizardSnapshot = {
  context: CodeWizardContext<CodeValues>;
  hasTag(tag: string): boolean;
  status: string;
};

/** Either wizard's actor, as the screens they share see it. */
export type CodeWizardActor = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): CodeWizardSnapshot;
  send(event: CodeWizardEvent<CodeValues>): void;
};

export const selectNotice = (snapshot: CodeWizardSnapshot) => snapshot.context.notice;

export const selectCooldown = (snapshot: CodeWizardSnapshot) => snapshot.context.cooldown;

/** The address the code went to, as the person typed it. */
export const selectCodeAddress = (snapshot: CodeWizardSnapshot) =>
  snapshot.context.values.emailAddress.trim();

export const selectIsResending = (snapshot: CodeWizardSnapshot) => snapshot.hasTag('resending');

/** Done (a reset about to go to /login, a sign-up gone to /customer): nothing more to press. */
export const selectIsFinished = (snapshot: CodeWizardSnapshot) =>
  snapshot.hasTag('finished') || snapshot.status === 'done';

/** Nothing to press: a call is under way, or the wizard has finished. */
export const selectIsLocked = (snapshot: CodeWizardSnapshot) =>
  snapshot.hasTag('busy') || selectIsFinished(snapshot);
