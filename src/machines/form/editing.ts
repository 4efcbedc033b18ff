/**
 * The two transitions of a form machine's editing state: a field takes its new value (and loses
 * its problem), and a submit goes on to `target` with the old messages cleared when every field
 * passes, else lists the problems. The machine implements `assignField`, `isFormValid`,
 * `clearMessages` and `assignIssues` in its `setup`.
 */
export const editingTransitions = <const TTarget extends string>(target: TTarget) =>
  ({
    'field.change': { actions: 'assignField' },
    'form.submit': [
      { guard: 'isFormValid', target, actions: 'clearMessages' },
      { actions: 'assignIssues' },
    ],
  }) as const;
