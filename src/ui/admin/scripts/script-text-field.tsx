import { Input, Textarea } from '@chakra-ui/react';
import { scriptFormTexts } from '../../../content/admin/scripts';
import type { ScriptFormField } from '../../../machines/admin-script-form/values';
import { FormField } from '../../components/form/form-field';
import { useFormField } from '../../hooks/use-form-field';
import type { ScriptFormActor } from './use-script-form';

/** The fields typed as text; the kind, the content type and the picture have controls of their own. */
type TextFieldName = Exclude<ScriptFormField, 'contentKind' | 'contentType' | 'scriptImageUrl'>;

/**
 * One text field of the script form, with its label, helper and placeholder from the content
 * (keyed by the field's name) and its problem under it. `lines` makes it a textarea; `code`
 * writes it in a fixed-width font with no spelling marks.
 */
export function ScriptTextField({
  form,
  field,
  type = 'text',
  lines,
  code = false,
}: {
  form: ScriptFormActor;
  field: TextFieldName;
  type?: 'text' | 'date' | 'url';
  lines?: number;
  code?: boolean;
}) {
  const { issue, input } = useFormField(form, field);
  const texts: { label: string; helper?: string; placeholder?: string } =
    scriptFormTexts.fields[field];
  const control = {
    ...input,
    placeholder: texts.placeholder,
    spellCheck: !code,
    fontFamily: code ? 'mono' : undefined,
  };
  return (
    <FormField label={texts.label} helper={texts.helper} error={issue}>
      {lines ? <Textarea {...control} rows={lines} /> : <Input {...control} type={type} />}
    </FormField>
  );
}
