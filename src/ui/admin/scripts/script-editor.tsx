import { Box, Button, Grid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { scriptFormTexts as texts } from '../../../content/admin/scripts';
import {
  selectErrorMessage,
  selectIsLoading,
  selectLoadFailed,
} from '../../../machines/admin-script-form/selectors';
import { selectIsBusy } from '../../../machines/form/selectors';
import { pagePaths } from '../../../services/contract';
import { MachineForm } from '../../components/form/machine-form';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { LoadingPanel } from '../../signed-in/loading-panel';
import { RetryAlert } from '../../signed-in/store-alerts';
import { ScriptActionDialog } from './script-action-dialog';
import { ScriptContentFields } from './script-content-fields';
import { ScriptEditorHeader } from './script-editor-header';
import { ScriptCardPreview, ScriptDetailPreview } from './script-preview';
import { ScriptSaveBar } from './script-save-bar';
import { ScriptStoreFields } from './script-store-fields';
import { useScriptAction, useScriptActionNotice } from './use-script-action';
import { type ScriptFormActor, useScriptForm } from './use-script-form';

/** The form beside its store card; the detail view, as wide as the store draws it, below. */
function EditorBody({ form }: { form: ScriptFormActor }) {
  const busy = useSelector(form, selectIsBusy);
  return (
    <>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
        gap="8"
        alignItems="start"
      >
        <MachineForm busy={busy} label={texts.formLabel} form={form}>
          <Stack gap="8">
            <ScriptStoreFields form={form} />
            <ScriptContentFields form={form} />
            <ScriptSaveBar form={form} />
          </Stack>
        </MachineForm>
        {/* Below the sticky top bar, the card stays in sight while the form scrolls. */}
        <Box position={{ lg: 'sticky' }} top="20">
          <ScriptCardPreview form={form} />
        </Box>
      </Grid>
      <ScriptDetailPreview form={form} />
    </>
  );
}

/** The script editor: a stored script once loaded, or a new one; its publishing is confirmed. */
export function ScriptEditor({
  scriptId,
  onCreated,
}: {
  scriptId: string | null;
  onCreated: (id: string) => void;
}) {
  const form = useScriptForm(scriptId, onCreated);
  const action = useScriptAction((script) => {
    if (script) form.send({ type: 'script.changed', script });
  });
  const notice = useScriptActionNotice(action);
  const loading = useSelector(form, selectIsLoading);
  const loadFailed = useSelector(form, selectLoadFailed);
  const errorMessage = useSelector(form, selectErrorMessage);

  return (
    <Stack gap="6">
      <Box>
        <Button asChild variant="ghost" size="sm" ms="-2">
          <RouterLink href={`~${pagePaths.admin.scripts}`}>
            <LuArrowLeft aria-hidden /> {texts.back}
          </RouterLink>
        </Button>
      </Box>
      {loading ? <LoadingPanel label={texts.loading} /> : null}
      {loadFailed ? (
        <RetryAlert title={errorMessage ?? ''} onRetry={() => form.send({ type: 'load.retry' })} />
      ) : null}
      {loading || loadFailed ? null : (
        <>
          <ScriptEditorHeader form={form} action={action} />
          <ActionAlerts notice={notice} />
          <EditorBody form={form} />
        </>
      )}
      <ScriptActionDialog action={action} />
    </Stack>
  );
}
