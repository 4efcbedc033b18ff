import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import { rateLimited } from './samples';

export const dataExportModel: PathModel = {
  inputs: [undefined],
  events: [{ type: 'export.start' }],
  actorOutputs: { exportData: [{ exportedAt: 1 }] },
  actorErrors: { exportData: [rateLimited, httpError(401)] },
  invariants: [
    {
      description: 'every answer leaves a notice: the file saved, or why not',
      holds: (snapshot, step) =>
        !(entered('Idle', snapshot, step) && step.previous?.matches('Exporting')) ||
        snapshot.context.notice !== null,
    },
  ],
};
