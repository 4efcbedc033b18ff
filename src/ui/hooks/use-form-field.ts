import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import type { AnyActorRef } from 'xstate';
import type { FormContext } from '../../machines/form/fields';
import { selectFieldIssue, selectFieldValue } from '../../machines/form/selectors';

/** A form machine's actor: its snapshot holds `values` and `issues`; it takes `field.change`. */
export type FormActor<TValues> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): { context: FormContext<TValues> };
  send(event: { type: 'field.change'; field: keyof TValues; value: string }): void;
};

/**
 * One text field of a form machine: its value, its problem, and the props that bind an input
 * (a textarea or a native select) to it. `fieldState` gives the form field's error, or only marks it
 * invalid where the form lists its problems above its fields (the wizards).
 */
export function useFormField<TValues, TField extends keyof TValues & string>(
  form: FormActor<TValues>,
  field: TField,
) {
  const value = useSelector(form, selectFieldValue<TValues, TField>(field));
  const issue = useSelector(form, selectFieldIssue(field));
  return {
    issue,
    fieldState: (issueShown: 'below' | 'listed') =>
      issueShown === 'below' ? { error: issue } : { invalid: issue !== null },
    input: {
      name: field,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        form.send({ type: 'field.change', field, value: event.target.value }),
    },
  };
}
