import { scriptFormTexts } from '../../../content/admin/scripts';
import { scriptContentTypes } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { Select } from '../../components/kit/controls';
import { useFormField } from '../../hooks/use-form-field';
import type { ScriptFormActor } from './use-script-form';

const texts = scriptFormTexts.fields.contentType;
const served: readonly string[] = scriptContentTypes;

/**
 * How the script's download is served: one of the contract's types. A stored script may hold
 * one accepted before the list: it shows, marked, and the form asks for another on save.
 */
export function ScriptContentTypeField({ form }: { form: ScriptFormActor }) {
  const { issue, input } = useFormField(form, 'contentType');
  return (
    <FormField label={texts.label} helper={texts.helper} error={issue}>
      <Select {...input}>
        {served.includes(input.value) ? null : (
          <option value={input.value} disabled>
            {texts.notServed(input.value)}
          </option>
        )}
        {scriptContentTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
