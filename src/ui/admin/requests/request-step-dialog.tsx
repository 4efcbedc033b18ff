import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  requestStepActions,
  requestStepDescriptions,
  requestStepTexts as texts,
} from '../../../content/admin/requests';
import type { adminRequestWorkflowMachine } from '../../../machines/admin-request-workflow/machine';
import {
  selectError,
  selectIsBusy,
  selectOpenStep,
  selectStepFields,
} from '../../../machines/admin-request-workflow/selectors';
import type { StepField } from '../../../machines/admin-request-workflow/step-form';
import { deliveryOffers, inboxLimits, storeLimits } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { MachineForm } from '../../components/form/machine-form';
import { StatusAlert } from '../../components/form/status-alert';
import { Button } from '../../components/kit/button';
import { Input, Textarea } from '../../components/kit/controls';
import { useFormField } from '../../hooks/use-form-field';
import { AppDialog, Dialog } from '../../signed-in/app-dialog';
import { ChoiceSelect } from '../../signed-in/choice-select';
import { requestPage as styles } from './request.styles';

export type RequestWorkflowActor = ActorRefFrom<typeof adminRequestWorkflowMachine>;

const offerChoices = deliveryOffers.map((offer) => ({ value: offer, label: texts.offers[offer] }));

/** One field of a step, bound to the workflow machine. */
function StepInput({ actor, field }: { actor: RequestWorkflowActor; field: StepField }) {
  const { input, issue } = useFormField(actor, field);
  const { label, placeholder } = { placeholder: undefined, ...texts.fields[field] };
  const controls: Record<StepField, ReactNode> = {
    note: <Textarea {...input} rows={2} maxLength={inboxLimits.note} placeholder={placeholder} />,
    price: <Input {...input} inputMode="decimal" placeholder={placeholder} />,
    reason: (
      <Textarea {...input} rows={3} maxLength={inboxLimits.reason} placeholder={placeholder} />
    ),
    scriptName: <Input {...input} maxLength={storeLimits.scriptName} />,
    scriptDescription: <Textarea {...input} rows={3} maxLength={storeLimits.description} />,
    application: <Input {...input} maxLength={inboxLimits.shortText} placeholder={placeholder} />,
    brokerage: <Input {...input} maxLength={inboxLimits.shortText} />,
    content: (
      <Textarea
        {...input}
        rows={8}
        className={styles.code}
        maxLength={inboxLimits.scriptContent}
        placeholder={placeholder}
      />
    ),
    contentFileName: <Input {...input} maxLength={inboxLimits.fileName} />,
    offer: <ChoiceSelect {...input} placeholder={label} choices={offerChoices} />,
  };
  return (
    <FormField label={label} error={issue} required={field !== 'note'}>
      {controls[field]}
    </FormField>
  );
}

/** The open step's dialog: its fields, its outcome, Cancel and the step's own button. */
export function RequestStepDialog({ actor }: { actor: RequestWorkflowActor }) {
  const step = useSelector(actor, selectOpenStep);
  const fields = useSelector(actor, selectStepFields);
  const isBusy = useSelector(actor, selectIsBusy);
  const error = useSelector(actor, selectError);
  const cancel = () => actor.send({ type: 'step.cancel' });

  return (
    <AppDialog
      gutter
      open={step !== null}
      onOpenChange={(details) => {
        if (!details.open && !isBusy) cancel();
      }}
      size={step === 'delivered' ? 'lg' : 'md'}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!isBusy}
    >
      {step && (
        <MachineForm busy={isBusy} form={actor}>
          <Dialog.Header>
            <Dialog.Title>{requestStepActions[step]}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <div className={styles.stepFields}>
              <Dialog.Description>{requestStepDescriptions[step]}</Dialog.Description>
              {error && <StatusAlert status="error" title={error} />}
              {fields.map((field) => (
                <StepInput key={field} actor={actor} field={field} />
              ))}
            </div>
          </Dialog.Body>
          <Dialog.Footer wrap>
            <Button variant="outline" onClick={cancel} disabled={isBusy}>
              {texts.cancel}
            </Button>
            <Button type="submit" palette={step === 'declined' ? 'red' : 'brand'} loading={isBusy}>
              {requestStepActions[step]}
            </Button>
          </Dialog.Footer>
        </MachineForm>
      )}
    </AppDialog>
  );
}
