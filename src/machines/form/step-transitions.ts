/**
 * A wizard step's `step.next`: when the step's fields pass its rules (`isStepValid`), the
 * messages clear and the wizard moves to `target`; otherwise the step's problems are listed
 * (`assignStepIssues`) and it stays. A machine using it names those two in its `setup`, and
 * `clearMessages`.
 */
export const nextWhenValid = <const TStep extends string, const TTarget extends string>(
  step: TStep,
  target: TTarget,
) =>
  [
    { guard: { type: 'isStepValid', params: { step } }, target, actions: 'clearMessages' },
    { actions: { type: 'assignStepIssues', params: { step } } },
  ] as const;
