import type { ScriptDetailResult } from '../../../src/services/store';
import { httpError } from '../support/fixtures';
import type { PathModel } from './path-model';
import { networkDown, scriptSummary } from './samples';

const fullDetail: ScriptDetailResult = {
  access: 'full',
  script: { ...scriptSummary, isPurchased: true, contentLink: '/api/v2/store/script/content/x' },
};

const limitedDetail: ScriptDetailResult = { access: 'limited', script: scriptSummary };

export const scriptDetailModel: PathModel = {
  inputs: [{ scriptName: 'EMA Crossover Pro' }],
  events: [{ type: 'detail.retry' }],
  actorOutputs: { loadDetails: [fullDetail, limitedDetail] },
  actorErrors: {
    loadDetails: [httpError(404), httpError(401), httpError(500), networkDown],
  },
  invariants: [
    {
      description:
        'the content link is present only in the full view, never in the limited (403) view',
      holds: (snapshot) =>
        (snapshot.context.script !== null && 'contentLink' in snapshot.context.script) ===
        snapshot.matches('Shown'),
    },
    {
      description: 'the limited view always carries the 403 warning and the public fields',
      holds: (snapshot) =>
        !snapshot.matches('Limited') ||
        (snapshot.context.script !== null && snapshot.context.message !== null),
    },
    {
      description: 'an error state never shows a script',
      holds: (snapshot) =>
        !snapshot.hasTag('error') ||
        (snapshot.context.script === null && snapshot.context.message !== null),
    },
  ],
};
