import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { releaseRolloutTexts as texts } from '../../../content/admin/releases';
import type { releaseRolloutMachine } from '../../../machines/release-rollout/machine';
import {
  selectDialogOpen,
  selectErrorMessage,
  selectIsRunning,
  selectIssue,
  selectRequest,
  selectValue,
} from '../../../machines/release-rollout/selectors';
import type { RolloutRequest } from '../../../services/admin-releases';
import { rolloutRules } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { MachineForm } from '../../components/form/machine-form';
import { StatusAlert } from '../../components/form/status-alert';
import { Button } from '../../components/kit/button';
import { Input, Textarea } from '../../components/kit/controls';
import { AppDialog, Dialog } from '../../signed-in/app-dialog';
import { releasesPage as styles } from './releases.styles';

export type ReleaseRolloutActor = ActorRefFrom<typeof releaseRolloutMachine>;

/** The change's one field, if it has one. */
function ValueField({ actor, request }: { actor: ReleaseRolloutActor; request: RolloutRequest }) {
  const value = useSelector(actor, selectValue);
  const issue = useSelector(actor, selectIssue);
  const running = useSelector(actor, selectIsRunning);
  const change = (next: string) => actor.send({ type: 'rollout.change', value: next });
  const common = {
    value,
    disabled: running,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
  };
  switch (request.kind) {
    case 'rollout':
      return (
        <FormField label={texts.fields.percent} error={issue} helper={texts.helpers.percent}>
          <Input {...common} inputMode="numeric" placeholder="25" />
        </FormField>
      );
    case 'yank':
      return (
        <FormField label={texts.fields.reason} error={issue} helper={texts.helpers.reason}>
          <Textarea {...common} rows={3} maxLength={rolloutRules.reasonMax} />
        </FormField>
      );
    case 'minimumVersion':
      return (
        <FormField
          label={texts.fields.version}
          error={issue}
          helper={texts.helpers.version}
          required={false}
        >
          <Input {...common} placeholder="2.0.0" spellCheck={false} />
        </FormField>
      );
    case 'halt':
      return null;
  }
}

/**
 * The dialog of a rollout change (raise, halt, yank, minimum version): what it will do, its
 * field, the server's refusal if any, Cancel and the change's own button.
 */
export function RolloutDialog({ actor }: { actor: ReleaseRolloutActor }) {
  const open = useSelector(actor, selectDialogOpen);
  const request = useSelector(actor, selectRequest);
  const running = useSelector(actor, selectIsRunning);
  const error = useSelector(actor, selectErrorMessage);
  const cancel = () => actor.send({ type: 'rollout.cancel' });
  const words = request ? texts.dialogs[request.kind](request) : null;
  return (
    <AppDialog
      gutter
      open={open && request !== null}
      onOpenChange={(details) => {
        if (!details.open && !running) cancel();
      }}
      placement="center"
      closeOnInteractOutside={!running}
      role="alertdialog"
    >
      {request && words ? (
        <MachineForm busy={running} onSubmit={() => actor.send({ type: 'rollout.confirm' })}>
          <Dialog.Header>
            <Dialog.Title>{words.title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <div className={styles.dialogFields}>
              <Dialog.Description>{words.text}</Dialog.Description>
              <ValueField actor={actor} request={request} />
              {error ? <StatusAlert status="error" title={error} /> : null}
            </div>
          </Dialog.Body>
          <Dialog.Footer wrap>
            <Button variant="outline" onClick={cancel} disabled={running}>
              {texts.cancel}
            </Button>
            <Button
              type="submit"
              palette={
                request.kind === 'rollout' || request.kind === 'minimumVersion' ? 'brand' : 'red'
              }
              loading={running}
            >
              {words.confirm}
            </Button>
          </Dialog.Footer>
        </MachineForm>
      ) : null}
    </AppDialog>
  );
}
