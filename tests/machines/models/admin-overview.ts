import type { AdminOverview } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import type { PathModel } from './path-model';
import { networkDown } from './samples';

const overview: AdminOverview = {
  customers: 12,
  proSubscribers: 4,
  monthlyRecurringRevenueCents: 11_500,
  scriptsSold: 3,
  scriptRevenueCents: 12_700,
  revenueCents: 42_700,
  openRequests: 2,
  unansweredSupport: 1,
  days: [{ date: '2026-01-01', signUps: 2, revenueCents: 4_900 }],
};

export const adminOverviewModel: PathModel = {
  inputs: [undefined],
  events: [{ type: 'overview.reload' }],
  actorOutputs: { loadOverview: [overview] },
  actorErrors: { loadOverview: [httpError(401), httpError(500), networkDown] },
  invariants: [
    {
      description: 'a failure is said only in the failed state, and never hides loaded figures',
      holds: (snapshot) =>
        snapshot.matches('Failed') === (snapshot.context.errorMessage !== null) ||
        snapshot.matches('Loading'),
    },
  ],
};
