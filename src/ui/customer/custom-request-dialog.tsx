import { Button, CloseButton, Dialog, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { customRequestTexts as texts } from '../../content/script-store';
import type { customRequestMachine } from '../../machines/custom-request/machine';
import {
  selectErrorMessage,
  selectIsBusy,
  selectIsOpen,
  selectIssues,
  selectValues,
} from '../../machines/custom-request/selectors';
import { customScriptPlatformOptions, storeLimits } from '../../services/contract';
import { FormField } from '../components/form/form-field';
import { StatusAlert } from '../components/form/status-alert';
import { useFormFields } from '../hooks/use-form-fields';
import { ChoiceSelect } from './choice-select';

type CustomRequestActor = ActorRefFrom<typeof customRequestMachine>;

/** 'Request Custom Script' (spec sections 2 and 4), driven by the custom request machine. */
export function CustomRequestDialog({ actor }: { actor: CustomRequestActor }) {
  const isOpen = useSelector(actor, selectIsOpen);
  const isBusy = useSelector(actor, selectIsBusy);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const { bind, issueOf, submit } = useFormFields(actor, selectValues, selectIssues);
  const { fields } = texts;

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'dialog.close' });
      }}
      size="md"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!isBusy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate aria-busy={isBusy} onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{texts.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description color="fg.muted">{texts.description}</Dialog.Description>
                  {errorMessage && <StatusAlert status="error" title={errorMessage} />}
                  <FormField label={fields.name.label} error={issueOf('name')}>
                    <Input
                      {...bind('name')}
                      maxLength={storeLimits.requestName}
                      placeholder={fields.name.placeholder}
                    />
                  </FormField>
                  <FormField label={fields.description.label} error={issueOf('description')}>
                    <Textarea
                      {...bind('description')}
                      maxLength={storeLimits.description}
                      rows={4}
                      placeholder={fields.description.placeholder}
                    />
                  </FormField>
                  <FormField label={fields.platform.label} error={issueOf('platform')}>
                    <ChoiceSelect
                      {...bind('platform')}
                      placeholder={fields.platform.placeholder}
                      choices={customScriptPlatformOptions}
                    />
                  </FormField>
                  <FormField label={fields.phoneNumber.label} error={issueOf('phoneNumber')}>
                    <Input
                      {...bind('phoneNumber')}
                      type="tel"
                      autoComplete="tel"
                      maxLength={storeLimits.phoneNumber}
                      placeholder={fields.phoneNumber.placeholder}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  disabled={isBusy}
                  onClick={() => actor.send({ type: 'dialog.close' })}
                >
                  {texts.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={isBusy} loading={isBusy}>
                  {texts.submit}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={isBusy} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
