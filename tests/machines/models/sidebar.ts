import type { PathModel } from './path-model';

export const sidebarModel: PathModel = {
  inputs: [{ open: true }, { open: false }],
  events: [{ type: 'sidebar.toggle' }, { type: 'sidebar.close' }],
  invariants: [
    {
      description: 'the sidebar starts open on a wide screen and closed on a phone',
      holds: (snapshot, step) =>
        step.previous !== undefined ||
        snapshot.matches(snapshot.context.startsOpen ? 'Open' : 'Closed'),
    },
    {
      description: 'close never opens the sidebar; toggle always flips it',
      holds: (snapshot, { event, previous }) =>
        !previous ||
        (event.type === 'sidebar.close'
          ? snapshot.matches('Closed')
          : snapshot.matches('Open') === previous.matches('Closed')),
    },
  ],
};
