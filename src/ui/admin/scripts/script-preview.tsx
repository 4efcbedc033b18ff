import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { scriptFormTexts as texts } from '../../../content/admin/scripts';
import { selectValues } from '../../../machines/admin-script-form/selectors';
import type { ScriptFormValues } from '../../../machines/admin-script-form/values';
import type { ScriptSummary } from '../../../services/contract';
import { ScriptCard } from '../../signed-in/script-card';
import { ScriptFacts } from '../../signed-in/script-facts';
import type { ScriptFormActor } from './use-script-form';

/** The form's values as the store's components take a script: as a customer who has not bought it. */
const summaryOf = (values: ScriptFormValues): ScriptSummary => ({
  scriptName: values.scriptName,
  scriptDescription: values.scriptDescription,
  scriptImageUrl: values.scriptImageUrl,
  platform: values.platform,
  application: values.application,
  price: values.price,
  brokerage: values.brokerage,
  createdOn: values.createdOn,
  contentType: values.contentType,
  isPurchased: false,
});

/**
 * A preview drawn by the store's own component. It is inert: its links and buttons would leave
 * the editor, and its headings (the detail's h1) are not this page's, so neither the keyboard
 * nor a screen reader enters it; the form holds the same facts.
 */
function PreviewSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id} minW="0">
      <Stack gap="1">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {texts.previewHint}
        </Text>
      </Stack>
      <Box inert>{children}</Box>
    </Stack>
  );
}

/** The script's card in the store's grid, as the form stands. */
export function ScriptCardPreview({ form }: { form: ScriptFormActor }) {
  const values = useSelector(form, selectValues);
  return (
    <PreviewSection id="script-card-preview" title={texts.previewCard}>
      <ScriptCard script={summaryOf(values)} onPurchase={() => {}} />
    </PreviewSection>
  );
}

/** The script's own page in the store, as the form stands (without the way to buy it). */
export function ScriptDetailPreview({ form }: { form: ScriptFormActor }) {
  const values = useSelector(form, selectValues);
  return (
    <PreviewSection id="script-detail-preview" title={texts.previewDetail}>
      <Box p={{ base: '4', md: '6' }} borderWidth="1px" borderStyle="dashed" rounded="2xl">
        <ScriptFacts script={summaryOf(values)}>{null}</ScriptFacts>
      </Box>
    </PreviewSection>
  );
}
