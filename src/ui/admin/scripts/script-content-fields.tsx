import { Heading, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { scriptFormTexts as texts } from '../../../content/admin/scripts';
import type { ScriptFormValues } from '../../../machines/admin-script-form/values';
import { selectFieldValue } from '../../../machines/form/selectors';
import { scriptContentKinds } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { ScriptContentTypeField } from './script-content-type-field';
import { ScriptTextField } from './script-text-field';
import type { ScriptFormActor } from './use-script-form';

const kindTexts = texts.fields.contentKind;

/** The script itself: typed or loaded from a file (kept here), or a link to where it is hosted. */
export function ScriptContentFields({ form }: { form: ScriptFormActor }) {
  const kind = useSelector(form, selectFieldValue<ScriptFormValues, 'contentKind'>('contentKind'));
  const change = (field: keyof ScriptFormValues, value: string) =>
    form.send({ type: 'field.change', field, value });
  return (
    <Stack as="section" gap="4" aria-labelledby="script-content-fields">
      <Heading as="h2" size="md" id="script-content-fields">
        {texts.sections.content}
      </Heading>
      {/* Chakra's Field labels one control; a choice of two is labelled by its own text. */}
      <Stack gap="1.5" align="start">
        <Text id="script-content-kind" textStyle="sm" fontWeight="medium">
          {kindTexts.label}
        </Text>
        <SegmentGroup.Root
          aria-labelledby="script-content-kind"
          value={kind}
          onValueChange={(details) => details.value && change('contentKind', details.value)}
        >
          <SegmentGroup.Indicator bg="brand.solid" />
          {scriptContentKinds.map((value) => (
            <SegmentGroup.Item key={value} value={value} _checked={{ color: 'brand.contrast' }}>
              <SegmentGroup.ItemText>{kindTexts[value]}</SegmentGroup.ItemText>
              <SegmentGroup.ItemHiddenInput />
            </SegmentGroup.Item>
          ))}
        </SegmentGroup.Root>
      </Stack>
      {kind === 'file' ? (
        <>
          <ScriptTextField form={form} field="content" lines={12} code />
          <FormField label={texts.fields.content.load} required={false}>
            <Input
              type="file"
              p="1.5"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                change('content', await file.text());
                // The file's own name is the natural download name, unless one is set already.
                if (!form.getSnapshot().context.values.contentFileName) {
                  change('contentFileName', file.name);
                }
              }}
            />
          </FormField>
          <ScriptTextField form={form} field="contentFileName" />
        </>
      ) : (
        <ScriptTextField form={form} field="contentLink" type="url" />
      )}
      <ScriptContentTypeField form={form} />
    </Stack>
  );
}
