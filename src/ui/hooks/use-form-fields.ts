import { useSelector } from '@xstate/react';
import type { ChangeEvent, FormEvent } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FieldIssue } from '../../machines/form/fields';

type FormEventOf<TField extends string> =
  | { type: 'field.change'; field: TField; value: string }
  | { type: 'form.submit' };
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a form view draws from its machine: `bind(field)`, the props of a control (its name, the
 * value the machine holds, and `field.change` on every keystroke); `issueOf(field)`, the problem
 * FormField shows under it; and `submit`, the form's handler (the machine checks, not the
 * browser).
 */
export function useFormFields<TSnapshot extends Snapshot<unknown>, TField extends string>(
  actor: ActorRef<TSnapshot, FormEventOf<TField>>,
  selectValues: (snapshot: TSnapshot) => Record<TField, string>,
  selectIssues: (snapshot: TSnapshot) => FieldIssue[],
) {
  const values = useSelector(actor, selectValues);
  const issues = useSelector(actor, selectIssues);
  return {
    bind: (field: TField) => ({
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<FieldElement>) =>
        actor.send({ type: 'field.change', field, value: event.target.value }),
    }),
    issueOf: (field: TField) => issues.find((issue) => issue.field === field)?.message,
    submit: (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'form.submit' });
    },
  };
}
