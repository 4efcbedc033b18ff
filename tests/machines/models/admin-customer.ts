import type { AdminCustomer } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import type { PathModel } from './path-model';
import { networkDown } from './samples';

/** A customer's page as the console's call answers it. */
export const adminCustomerSample: AdminCustomer = {
  id: '5206d3d0-1ce5-4087-84bf-823a5b055f04',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  roles: [],
  createdAt: '2026-01-01T09:00:00.000Z',
  lockedAt: null,
  referrerDetails: 'A friend',
  termsAcceptedAt: '2026-01-01T09:00:00.000Z',
  passwordChangedAt: '2026-01-01T09:00:00.000Z',
  complimentaryProUntil: null,
  subscription: {
    isSubscribed: false,
    status: 'none',
    subscriptionType: null,
    startDate: null,
    endDate: null,
    scheduleSubscription: null,
    standing: 'none',
  },
  purchases: [],
  requests: [],
  supportMessages: [],
  devices: [],
  devicesStopped: false,
  grantableScripts: [
    { id: 'e6db1cf3-70a8-45a3-a54d-66bc7bd0dce0', scriptName: 'EMA Crossover Pro' },
  ],
};

const locked: AdminCustomer = { ...adminCustomerSample, lockedAt: '2026-01-02T09:00:00.000Z' };

export const adminCustomerModel: PathModel = {
  inputs: [{ customerId: adminCustomerSample.id }],
  events: [{ type: 'customer.retry' }, { type: 'customer.updated', customer: locked }],
  actorOutputs: { loadCustomer: [adminCustomerSample] },
  actorErrors: { loadCustomer: [httpError(404), httpError(401), httpError(500), networkDown] },
  invariants: [
    {
      description: 'a customer is shown exactly when the page is in Shown',
      holds: (snapshot) => (snapshot.context.customer !== null) === snapshot.matches('Shown'),
    },
  ],
};
