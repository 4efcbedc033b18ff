import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { scriptFormTexts as texts } from '../../../content/admin/scripts';
import { ScriptImageField } from './script-image-field';
import { ScriptTextField } from './script-text-field';
import type { ScriptFormActor } from './use-script-form';

/** What the store shows of the script: its card and its detail view. */
export function ScriptStoreFields({ form }: { form: ScriptFormActor }) {
  return (
    <Stack as="section" gap="4" aria-labelledby="script-store-fields">
      <Heading as="h2" size="md" id="script-store-fields">
        {texts.sections.store}
      </Heading>
      <ScriptTextField form={form} field="scriptName" />
      <ScriptTextField form={form} field="scriptDescription" lines={4} />
      <ScriptImageField form={form} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ScriptTextField form={form} field="price" />
        <ScriptTextField form={form} field="createdOn" type="date" />
        <ScriptTextField form={form} field="platform" />
        <ScriptTextField form={form} field="brokerage" />
        <ScriptTextField form={form} field="application" />
      </SimpleGrid>
    </Stack>
  );
}
