import type { AnyStateMachine } from 'xstate';
import { cookieBannerMachine } from './cookie-banner.machine';

export type MachineEntry = {
  machine: AnyStateMachine;
  /** What the flow is for, in a sentence a product owner can read. */
  description: string;
};

/**
 * Every machine of the product. Diagrams (`npm run machines:docs`) and path-coverage tests
 * (`npm run test:paths`) are generated from this list, so a machine missing here is missing
 * from both: add each new machine.
 */
export const machineRegistry = {
  cookieBanner: {
    machine: cookieBannerMachine,
    description:
      'The cookie banner of the public site: shown until the visitor clicks Allow, then never again on this browser.',
  },
} satisfies Record<string, MachineEntry>;

export type MachineName = keyof typeof machineRegistry;
