import type { SnapshotFrom } from 'xstate';
import { customRequestTransitions } from '../../services/contract';
import { loadStatusOf } from '../load-one';
import type { adminRequestWorkflowMachine } from './machine';
import { type StepTarget, stepFields } from './step-form';

type WorkflowSnapshot = SnapshotFrom<typeof adminRequestWorkflowMachine>;

export { selectIsBusy } from '../form/selectors';

export const selectRequest = (snapshot: WorkflowSnapshot) => snapshot.context.request;
export const selectLoadStatus = loadStatusOf(selectRequest);
export const selectError = (snapshot: WorkflowSnapshot) => snapshot.context.error;
export const selectNotice = (snapshot: WorkflowSnapshot) => snapshot.context.notice;

/** The steps the request's status allows: the buttons the page offers. */
export const selectNextSteps = (snapshot: WorkflowSnapshot): StepTarget[] => {
  const request = snapshot.context.request;
  return request ? (customRequestTransitions[request.status] as StepTarget[]) : [];
};

/** The step whose dialog is open (while composing or saving it). */
export const selectOpenStep = (snapshot: WorkflowSnapshot) =>
  snapshot.matches('Composing') || snapshot.matches('Saving') ? snapshot.context.step : null;

/** The fields of the open step's dialog. */
export const selectStepFields = (snapshot: WorkflowSnapshot) => {
  const step = selectOpenStep(snapshot);
  return step ? stepFields(step) : [];
};
