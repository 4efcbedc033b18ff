import { HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { scriptFormTexts } from '../../../content/admin/scripts';
import { selectIsUploading } from '../../../machines/admin-script-form/selectors';
import { selectIsBusy } from '../../../machines/form/selectors';
import { scriptImageRules } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { ScriptTextField } from './script-text-field';
import type { ScriptFormActor } from './use-script-form';

const texts = scriptFormTexts.fields.scriptImageUrl;

/**
 * The script's picture: its address, typed, or filled in by an upload. The server checks the
 * file's type and size; its refusal shows under the address, as the field's problem.
 */
export function ScriptImageField({ form }: { form: ScriptFormActor }) {
  const uploading = useSelector(form, selectIsUploading);
  const busy = useSelector(form, selectIsBusy);
  return (
    <Stack gap="3">
      <ScriptTextField form={form} field="scriptImageUrl" />
      <FormField label={texts.upload} required={false}>
        <Input
          type="file"
          name={scriptImageRules.field}
          accept={Object.keys(scriptImageRules.types).join(',')}
          disabled={busy}
          p="1.5"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) form.send({ type: 'image.choose', file });
          }}
        />
      </FormField>
      {uploading ? (
        <HStack gap="2" role="status" color="fg.muted" fontSize="sm">
          <Spinner size="xs" />
          <Text>{texts.uploading}</Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
