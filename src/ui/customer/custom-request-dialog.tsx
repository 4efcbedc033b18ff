import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { customRequestTexts as texts } from '../../content/script-store';
import type { customRequestMachine } from '../../machines/custom-request/machine';
import {
  selectErrorMessage,
  selectIsBusy,
  selectIsOpen,
} from '../../machines/custom-request/selectors';
import { customScriptPlatformOptions, storeLimits } from '../../services/contract';
import { FormField } from '../components/form/form-field';
import { MachineForm } from '../components/form/machine-form';
import { StatusAlert } from '../components/form/status-alert';
import { Button } from '../components/kit/button';
import { Input, Textarea } from '../components/kit/controls';
import { useFormField } from '../hooks/use-form-field';
import { AppDialog, Dialog } from '../signed-in/app-dialog';
import { ChoiceSelect } from '../signed-in/choice-select';
import { requests as styles } from './store/requests.styles';

type CustomRequestActor = ActorRefFrom<typeof customRequestMachine>;

/** 'Request Custom Script' (spec sections 2 and 4), driven by the custom request machine. */
export function CustomRequestDialog({ actor }: { actor: CustomRequestActor }) {
  const isOpen = useSelector(actor, selectIsOpen);
  const isBusy = useSelector(actor, selectIsBusy);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const name = useFormField(actor, 'name');
  const description = useFormField(actor, 'description');
  const platform = useFormField(actor, 'platform');
  const phoneNumber = useFormField(actor, 'phoneNumber');
  const { fields } = texts;

  return (
    <AppDialog
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'dialog.close' });
      }}
      size="md"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!isBusy}
    >
      <MachineForm busy={isBusy} form={actor}>
        <Dialog.Header>
          <Dialog.Title>{texts.title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <div className={styles.fields}>
            <Dialog.Description>{texts.description}</Dialog.Description>
            {errorMessage && <StatusAlert status="error" title={errorMessage} />}
            <FormField label={fields.name.label} error={name.issue}>
              <Input
                {...name.input}
                maxLength={storeLimits.requestName}
                placeholder={fields.name.placeholder}
              />
            </FormField>
            <FormField label={fields.description.label} error={description.issue}>
              <Textarea
                {...description.input}
                maxLength={storeLimits.description}
                rows={4}
                placeholder={fields.description.placeholder}
              />
            </FormField>
            <FormField label={fields.platform.label} error={platform.issue}>
              <ChoiceSelect
                {...platform.input}
                placeholder={fields.platform.placeholder}
                choices={customScriptPlatformOptions}
              />
            </FormField>
            <FormField label={fields.phoneNumber.label} error={phoneNumber.issue}>
              <Input
                {...phoneNumber.input}
                type="tel"
                autoComplete="tel"
                maxLength={storeLimits.phoneNumber}
                placeholder={fields.phoneNumber.placeholder}
              />
            </FormField>
          </div>
        </Dialog.Body>
        <Dialog.Footer>
          <Button
            variant="outline"
            disabled={isBusy}
            onClick={() => actor.send({ type: 'dialog.close' })}
          >
            {texts.cancel}
          </Button>
          <Button type="submit" palette="brand" disabled={isBusy} loading={isBusy}>
            {texts.submit}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger disabled={isBusy} />
      </MachineForm>
    </AppDialog>
  );
}
