import { NativeSelect, type NativeSelectFieldProps } from '@chakra-ui/react';

type Choice = { value: string; label: string };

/** A native select of a form: an empty first choice that says what to pick, then the choices. */
export function ChoiceSelect({
  placeholder,
  choices,
  ...field
}: { placeholder: string; choices: readonly Choice[] } & NativeSelectFieldProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
