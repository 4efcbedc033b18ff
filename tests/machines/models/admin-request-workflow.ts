import type { StepField, StepTarget } from '../../../src/machines/admin-request-workflow/step-form';
import { stepFields, stepSchema } from '../../../src/machines/admin-request-workflow/step-form';
import { collectIssues } from '../../../src/machines/form/fields';
import {
  type AdminRequestDetail,
  type CustomRequestStatus,
  mayMoveRequest,
} from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, nextField, type PathModel } from './path-model';
import { networkDown } from './samples';

export const request = (status: CustomRequestStatus): AdminRequestDetail => ({
  id: 'request-1',
  name: 'ES opening drive',
  platform: 'TradingView',
  status,
  customer: {
    id: 'user-1',
    emailAddress: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
  },
  quotedPriceCents: status === 'new' || status === 'in_review' ? null : 14900,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: null,
  description: 'Buy the first pullback after the opening drive.',
  phoneNumber: '555 010 2030',
  declineReason: null,
  deliveredScript: null,
  events: [
    {
      status: 'new',
      note: null,
      actorEmail: 'ada@example.com',
      createdAt: '2026-01-01T09:00:00.000Z',
    },
  ],
});

/** What a person types, field by field; a delivery's name and description come filled in. */
const samples: Array<[StepField, string]> = [
  ['price', '149'],
  ['reason', 'We do not support that broker.'],
  ['application', 'Futures'],
  ['brokerage', 'Tradovate'],
  ['content', 'strategy("ES opening drive")'],
];
const steps: StepTarget[] = [
  'in_review',
  'quoted',
  'in_progress',
  'delivered',
  'closed',
  'declined',
];

export const adminRequestWorkflowModel: PathModel = {
  inputs: [{ requestId: 'request-1' }],
  events: (snapshot) => {
    if (snapshot.matches('Ready')) return steps.map((step) => ({ type: 'step.choose', step }));
    if (snapshot.matches('LoadFailed')) return [{ type: 'request.retry' }];
    if (snapshot.matches('Composing')) {
      const fields = new Set(stepFields(snapshot.context.step));
      return [
        ...nextField<StepField>(
          snapshot.context.values,
          samples.filter(([field]) => fields.has(field)),
        ),
        { type: 'form.submit' },
        { type: 'step.cancel' },
      ];
    }
    return [];
  },
  actorOutputs: {
    // A request at each status that has a step to take, so every step's dialog is reached.
    loadRequest: (['new', 'in_review', 'quoted', 'in_progress', 'delivered'] as const).map(request),
    takeStep: [request('in_review')],
  },
  actorErrors: {
    loadRequest: [httpError(404), httpError(401), networkDown],
    takeStep: [
      httpError(409, { message: 'This request is new, so it cannot become quoted.' }),
      httpError(422, {
        message: 'The price is at least $1',
        errors: { quotedPriceCents: 'The price is at least $1' },
      }),
      httpError(401),
      networkDown,
    ],
  },
  simplePaths: false,
  invariants: [
    {
      description: "a step's dialog opens only for a step the request's status allows",
      holds: (snapshot) =>
        !(snapshot.matches('Composing') || snapshot.matches('Saving')) ||
        mayMoveRequest(snapshot.context.request.status, snapshot.context.step),
    },
    {
      description: 'a step is sent only once its fields pass their rules',
      holds: (snapshot) =>
        !snapshot.matches('Saving') ||
        collectIssues(stepSchema(snapshot.context.step), snapshot.context.values).length === 0,
    },
    {
      description: 'a refused step (409) closes the dialog and loads the request again',
      holds: (snapshot, step) =>
        !(entered('Loading', snapshot, step) && step.previous?.matches('Saving')) ||
        (snapshot.context.step === null && snapshot.context.error !== null),
    },
    {
      description: 'an error and a success notice never show together',
      holds: ({ context }) => !(context.error && context.notice),
    },
  ],
};
