import type { SelectHTMLAttributes } from 'react';
import { Select } from '../components/kit/controls';

type Choice = { value: string; label: string };

/** A native select of a form: an empty first choice that says what to pick, then the choices. */
export function ChoiceSelect({
  placeholder,
  choices,
  ...field
}: { placeholder: string; choices: readonly Choice[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Select {...field}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
