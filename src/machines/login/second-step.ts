import type { SecondFactorMethod } from '../../services/contract';

/**
 * The sign-in's second step (issue 35): the ticket the password earned, the methods it offers,
 * the code typed so far, and whether it is a recovery code rather than the app's six digits.
 */
export type SecondStep = {
  ticket: string;
  methods: SecondFactorMethod[];
  code: string;
  recovery: boolean;
};

/** The code as sent: spaces people copy along are dropped. */
export const typedCode = (step: SecondStep) => step.code.replace(/\s/g, '');

/** What is wrong with the typed code before any call, or null. */
export function codeIssue(step: SecondStep, messages: { required: string; appRule: string }) {
  const code = typedCode(step);
  if (!code) return messages.required;
  if (!step.recovery && !/^\d{6}$/.test(code)) return messages.appRule;
  return null;
}
