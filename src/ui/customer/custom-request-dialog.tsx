import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type {
  CustomRequestField,
  customRequestMachine,
} from '../../machines/custom-request/machine';
import { customScriptPlatformOptions, storeLimits } from '../../services/contract';

type CustomRequestActor = ActorRefFrom<typeof customRequestMachine>;

/** 'Request Custom Script' (spec sections 2 and 4), driven by the custom request machine. */
export function CustomRequestDialog({ actor }: { actor: CustomRequestActor }) {
  const isOpen = useSelector(actor, (state) => state.matches('Open'));
  const isBusy = useSelector(actor, (state) => state.hasTag('busy'));
  const values = useSelector(actor, (state) => state.context.values);
  const issues = useSelector(actor, (state) => state.context.issues);
  const errorMessage = useSelector(actor, (state) => state.context.errorMessage);
  const issueOf = (field: CustomRequestField) =>
    issues.find((issue) => issue.field === field)?.message;
  const change =
    (field: CustomRequestField) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      actor.send({ type: 'field.change', field, value: event.target.value });

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
            <form
              noValidate
              aria-busy={isBusy}
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'form.submit' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Request Custom Script</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description color="fg.muted">
                    Tell us what the script should do. Our team will call you to work out the
                    details.
                  </Dialog.Description>
                  {errorMessage && (
                    <Alert.Root
                      status="error"
                      variant="subtle"
                      borderWidth="1px"
                      borderColor="red.500/40"
                    >
                      <Alert.Indicator />
                      <Alert.Title fontWeight="medium">{errorMessage}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Field.Root invalid={Boolean(issueOf('name'))} required>
                    <Field.Label>
                      Name <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      name="name"
                      value={values.name}
                      maxLength={storeLimits.requestName}
                      placeholder="e.g. ES opening drive"
                      onChange={change('name')}
                    />
                    <Field.ErrorText>{issueOf('name')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(issueOf('description'))} required>
                    <Field.Label>
                      Description <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      name="description"
                      value={values.description}
                      maxLength={storeLimits.description}
                      rows={4}
                      placeholder="Entry and exit rules, timeframe, markets..."
                      onChange={change('description')}
                    />
                    <Field.ErrorText>{issueOf('description')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(issueOf('platform'))} required>
                    <Field.Label>
                      Platform <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        name="platform"
                        value={values.platform}
                        onChange={change('platform')}
                      >
                        <option value="">Select a platform</option>
                        {customScriptPlatformOptions.map((platform) => (
                          <option key={platform.value} value={platform.value}>
                            {platform.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{issueOf('platform')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(issueOf('phoneNumber'))} required>
                    <Field.Label>
                      Phone Number <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      name="phoneNumber"
                      type="tel"
                      autoComplete="tel"
                      value={values.phoneNumber}
                      maxLength={storeLimits.phoneNumber}
                      placeholder="+1 555 010 2030"
                      onChange={change('phoneNumber')}
                    />
                    <Field.ErrorText>{issueOf('phoneNumber')}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  disabled={isBusy}
                  onClick={() => actor.send({ type: 'dialog.close' })}
                >
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" disabled={isBusy} loading={isBusy}>
                  Submit Request
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
