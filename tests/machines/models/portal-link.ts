import { httpError } from '../support/fixtures';
import type { PathModel } from './path-model';
import { networkDown } from './samples';

export const portalLinkModel: PathModel = {
  inputs: [undefined],
  events: [{ type: 'portal.open' }],
  actorOutputs: { openPortal: ['https://billing.stripe.test/p/session/bps_1'] },
  actorErrors: { openPortal: [networkDown, httpError(409)] },
  invariants: [
    {
      description: 'a failed opening says why',
      holds: (snapshot, step) =>
        !(snapshot.matches('Idle') && step.previous?.matches('Opening')) ||
        snapshot.context.error !== null,
    },
    {
      description: 'a new press clears the last reason',
      holds: (snapshot) => !snapshot.matches('Opening') || snapshot.context.error === null,
    },
  ],
};
