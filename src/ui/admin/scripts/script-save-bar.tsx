import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { scriptFormTexts as texts } from '../../../content/admin/scripts';
import {
  selectErrorMessage,
  selectIsDirty,
  selectIssueCount,
  selectIsUploading,
  selectJustSaved,
  selectScript,
} from '../../../machines/admin-script-form/selectors';
import { selectIsBusy } from '../../../machines/form/selectors';
import { StatusAlert } from '../../components/form/status-alert';
import type { ScriptFormActor } from './use-script-form';

/**
 * The end of the form, where the operator is when they save: what the save answered (the
 * fields' own problems show under them), Save, and whether changes wait to be saved.
 */
export function ScriptSaveBar({ form }: { form: ScriptFormActor }) {
  const busy = useSelector(form, selectIsBusy);
  const uploading = useSelector(form, selectIsUploading);
  const dirty = useSelector(form, selectIsDirty);
  const justSaved = useSelector(form, selectJustSaved);
  const published = useSelector(form, (snapshot) => selectScript(snapshot)?.published ?? false);
  const errorMessage = useSelector(form, selectErrorMessage);
  const issueCount = useSelector(form, selectIssueCount);
  return (
    <Stack gap="4">
      {errorMessage || issueCount > 0 ? (
        <StatusAlert status="error" title={errorMessage ?? texts.checkFields} />
      ) : null}
      {justSaved ? (
        <StatusAlert status="success" title={published ? texts.saved : texts.savedDraft} />
      ) : null}
      <HStack gap="4" flexWrap="wrap">
        <Button type="submit" colorPalette="brand" loading={busy && !uploading} disabled={busy}>
          {texts.save}
        </Button>
        {dirty ? (
          <Text fontSize="sm" color="fg.muted">
            {texts.unsaved}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}
