import { Box, Center, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { scriptFormTexts } from '../../../content/admin/scripts';
import { selectIsUploading } from '../../../machines/admin-script-form/selectors';
import { selectIsBusy } from '../../../machines/form/selectors';
import { scriptImageRules } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { useFormField } from '../../hooks/use-form-field';
import { ScriptImage } from '../../signed-in/script-image';
import type { ScriptFormActor } from './use-script-form';

const texts = scriptFormTexts.fields.scriptImageUrl;

/**
 * The script's picture, shown as the store will show it, and replaced by an upload: there is no
 * address to type, since the store shows only pictures the product serves itself (its CSP). The
 * server checks the file's type and size; its refusal shows under the field.
 */
export function ScriptImageField({ form }: { form: ScriptFormActor }) {
  const uploading = useSelector(form, selectIsUploading);
  const busy = useSelector(form, selectIsBusy);
  const { issue, input } = useFormField(form, 'scriptImageUrl');
  return (
    <FormField label={texts.label} helper={texts.helper} error={issue}>
      {(control) => (
        <HStack gap="4" align="center" w="full">
          <Box flexShrink={0} w="24" borderWidth="1px" borderRadius="md" overflow="hidden">
            {input.value ? (
              <ScriptImage src={input.value} alt={texts.current} />
            ) : (
              <Center aspectRatio={5 / 3} bg="bg.muted" color="fg.muted" fontSize="xs" p="1">
                {texts.none}
              </Center>
            )}
          </Box>
          <Stack gap="2" flex="1" minW="0">
            <Input
              {...control}
              type="file"
              aria-label={texts.upload}
              name={scriptImageRules.field}
              accept={Object.keys(scriptImageRules.types).join(',')}
              disabled={busy}
              p="1.5"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) form.send({ type: 'image.choose', file });
              }}
            />
            {uploading ? (
              <HStack gap="2" role="status" color="fg.muted" fontSize="sm">
                <Spinner size="xs" />
                <Text>{texts.uploading}</Text>
              </HStack>
            ) : null}
          </Stack>
        </HStack>
      )}
    </FormField>
  );
}
