import { httpError } from '../support/fixtures';
import type { PathModel } from './path-model';
import { networkDown } from './samples';

export const myRequestsModel: PathModel = {
  inputs: [undefined],
  events: [{ type: 'dialog.open' }, { type: 'dialog.close' }, { type: 'list.retry' }],
  actorOutputs: {
    loadRequests: [
      [],
      [
        {
          id: 'request-1',
          name: 'ES opening drive',
          platform: 'TradingView',
          status: 'delivered',
          quotedPriceCents: 14900,
          declineReason: null,
          deliveredScript: { scriptName: 'Ada Opening Drive', owned: true },
          createdAt: '2026-01-01T09:00:00.000Z',
          updatedAt: null,
        },
      ],
    ],
  },
  actorErrors: { loadRequests: [httpError(401), networkDown] },
  invariants: [
    {
      description: 'the list is loaded only while the dialog is open',
      holds: (snapshot) => !snapshot.hasTag('loading') || snapshot.matches('Open'),
    },
  ],
};
