import { Badge } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { scriptFormTexts, scriptsTableTexts } from '../../../content/admin/scripts';
import { selectScript } from '../../../machines/admin-script-form/selectors';
import { PageHeader } from '../../signed-in/page-header';
import type { ConfirmedActionActor } from '../components/use-confirmed-action';
import { PublishButton } from './script-actions';
import type { ScriptFormActor } from './use-script-form';

/**
 * The editor's title, by the name last saved; under it the stored script's state and owners
 * with Publish or Unpublish, or for a new script how it reaches the store.
 */
export function ScriptEditorHeader({
  form,
  action,
}: {
  form: ScriptFormActor;
  action: ConfirmedActionActor;
}) {
  const script = useSelector(form, selectScript);
  if (!script) {
    return <PageHeader title={scriptFormTexts.newTitle} subtitle={scriptFormTexts.draftNotice} />;
  }
  return (
    <PageHeader
      title={scriptFormTexts.editTitle(script.scriptName)}
      subtitle={
        <>
          <Badge me="2" colorPalette={script.published ? 'green' : 'gray'}>
            {script.published ? scriptsTableTexts.published : scriptsTableTexts.unpublished}
          </Badge>
          {script.privateTo ? `${scriptsTableTexts.privateTo(script.privateTo)} · ` : null}
          {scriptFormTexts.owners(script.owners)}
        </>
      }
      action={<PublishButton script={script} action={action} />}
    />
  );
}
