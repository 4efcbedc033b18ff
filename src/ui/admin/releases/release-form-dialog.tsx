import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { noteFields, releasesConsole, releaseForm as texts } from '../../../content/admin/releases';
import {
  selectFormError,
  selectFormFiles,
  selectFormOpen,
  selectFormSignatures,
} from '../../../machines/admin-releases/selectors';
import { selectFieldIssue, selectIsBusy } from '../../../machines/form/selectors';
import type { releaseFormMachine } from '../../../machines/release-form/machine';
import { releaseChannels, releaseNoteTags } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { MachineForm } from '../../components/form/machine-form';
import { StatusAlert } from '../../components/form/status-alert';
import { Button } from '../../components/kit/button';
import { Input, Textarea } from '../../components/kit/controls';
import { useFormField } from '../../hooks/use-form-field';
import { AppDialog, Dialog } from '../../signed-in/app-dialog';
import { ChoiceSelect } from '../../signed-in/choice-select';
import { PlatformFiles } from './platform-files';
import { releasesPage as styles } from './releases.styles';

type ReleaseFormActor = ActorRefFrom<typeof releaseFormMachine>;

const channelChoices = releaseChannels.map((channel) => ({
  value: channel,
  label: releasesConsole.channel[channel],
}));

/** 'New release': the fields, the notes by tag and the files, saved as a draft. */
export function ReleaseFormDialog({ actor }: { actor: ReleaseFormActor }) {
  const open = useSelector(actor, selectFormOpen);
  const busy = useSelector(actor, selectIsBusy);
  const error = useSelector(actor, selectFormError);
  const files = useSelector(actor, selectFormFiles);
  const signatures = useSelector(actor, selectFormSignatures);
  const notesIssue = useSelector(actor, selectFieldIssue('notes'));
  const filesIssue = useSelector(actor, selectFieldIssue('files'));
  const version = useFormField(actor, 'version');
  const date = useFormField(actor, 'date');
  const channel = useFormField(actor, 'channel');
  const notes = {
    Feature: useFormField(actor, noteFields.Feature.field),
    Enhancement: useFormField(actor, noteFields.Enhancement.field),
    Fix: useFormField(actor, noteFields.Fix.field),
  };
  const close = () => actor.send({ type: 'form.close' });

  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) close();
      }}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <MachineForm busy={busy} onSubmit={() => actor.send({ type: 'form.submit' })}>
        <Dialog.Header>
          <Dialog.Title>{texts.title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <div className={styles.formFields}>
            {error ? <StatusAlert status="error" title={error} /> : null}
            <div className={styles.formGrid}>
              <FormField label={texts.version} error={version.issue}>
                <Input {...version.input} placeholder="2.5.0" spellCheck={false} />
              </FormField>
              <FormField label={texts.date} error={date.issue}>
                <Input {...date.input} type="date" />
              </FormField>
              <FormField label={texts.channel} error={channel.issue}>
                <ChoiceSelect
                  {...channel.input}
                  placeholder={texts.channel}
                  choices={channelChoices}
                />
              </FormField>
            </div>
            {releaseNoteTags.map((tag, index) => (
              <FormField
                key={tag}
                label={noteFields[tag].label}
                required={false}
                helper={texts.notesHelp}
                // The notes' one problem shows under the first notes field.
                error={index === 0 ? notesIssue : null}
                invalid={notesIssue !== null}
              >
                <Textarea {...notes[tag].input} rows={2} />
              </FormField>
            ))}
            <PlatformFiles
              files={files}
              signatures={signatures}
              issue={filesIssue}
              disabled={busy}
              onChoose={(platform, file) => actor.send({ type: 'file.choose', platform, file })}
              onSign={(platform, file) => actor.send({ type: 'signature.choose', platform, file })}
            />
          </div>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" disabled={busy} onClick={close}>
            {texts.cancel}
          </Button>
          <Button type="submit" palette="brand" loading={busy}>
            {texts.submit}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger disabled={busy} />
      </MachineForm>
    </AppDialog>
  );
}
