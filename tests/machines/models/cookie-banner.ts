import type { PathModel } from './path-model';

export const cookieBannerModel: PathModel = {
  inputs: [{ dismissedBefore: false }, { dismissedBefore: true }],
  events: [{ type: 'banner.allow' }],
  invariants: [
    {
      description: 'a banner dismissed before is never shown again',
      holds: (snapshot) => !(snapshot.context.dismissedBefore && snapshot.matches('Visible')),
    },
  ],
};
