import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { scriptsTableTexts as texts } from '../../../content/admin/scripts';
import { type AdminScriptRow, adminScriptPath } from '../../../services/contract';
import { Button, type ButtonProps, buttonClass } from '../../components/kit/button';
import type { ConfirmedActionActor } from '../components/use-confirmed-action';
import { scriptActions as styles } from './script-actions.styles';
import type { ScriptAction } from './use-script-action';

type ScriptActionProps = {
  script: Pick<AdminScriptRow, 'id' | 'scriptName' | 'published'>;
  /** Each button only asks: the page's dialog confirms and runs it. */
  action: ConfirmedActionActor;
} & ButtonProps;

/** One action's button, named with the script for screen readers ('Delete RSI Scout'). */
function ActionButton({
  script,
  action,
  kind,
  ...rest
}: ScriptActionProps & { kind: ScriptAction }) {
  return (
    <Button
      aria-label={texts.actionLabel(texts[kind], script.scriptName)}
      onClick={() =>
        action.send({
          type: 'action.request',
          request: { action: kind, id: script.id, scriptName: script.scriptName },
        })
      }
      {...rest}
    >
      {texts[kind]}
    </Button>
  );
}

/** Publish an unpublished script, or unpublish a published one. */
export function PublishButton(props: ScriptActionProps) {
  const { published } = props.script;
  return (
    <ActionButton
      kind={published ? 'unpublish' : 'publish'}
      palette="brand"
      variant={published ? 'outline' : 'solid'}
      {...props}
    />
  );
}

/** A row's actions: Edit (the editor's own page), Publish or Unpublish, and Delete. */
export function ScriptRowActions({ script, action }: ScriptActionProps) {
  return (
    <div className={styles.row}>
      <RouterLink
        href={`~${adminScriptPath(script.id)}`}
        aria-label={texts.editLabel(script.scriptName)}
        className={buttonClass({ size: 'xs', variant: 'outline' })}
      >
        <LuPencil aria-hidden /> {texts.edit}
      </RouterLink>
      <PublishButton script={script} action={action} size="xs" />
      <ActionButton
        script={script}
        action={action}
        kind="delete"
        size="xs"
        variant="ghost"
        palette="red"
      />
    </div>
  );
}
