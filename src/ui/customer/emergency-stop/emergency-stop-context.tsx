import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createEmergencyStopActors } from '../../../machines/emergency-stop/actors';
import { emergencyStopMachine } from '../../../machines/emergency-stop/machine';
import { devicesApi } from '../../../services/devices';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { StopConfirmDialog } from './stop-confirm-dialog';

export type EmergencyStopActor = ActorRefFrom<typeof emergencyStopMachine>;

/** The area's one emergency stop actor; null where none runs (the app shell the build draws). */
const EmergencyStopContext = createContext<EmergencyStopActor | null>(null);

export const useEmergencyStop = () => useContext(EmergencyStopContext);

/**
 * The customer area's emergency stop: one actor, read once, that the dashboard, the Devices page
 * and the phone's top bar all show and press; its confirmation dialog is drawn once, here.
 */
export function EmergencyStopProvider({ children }: { children: ReactNode }) {
  const actor = useSignedInMachine(emergencyStopMachine, () =>
    createEmergencyStopActors(devicesApi),
  );
  return (
    <EmergencyStopContext.Provider value={actor}>
      {children}
      <StopConfirmDialog actor={actor} />
    </EmergencyStopContext.Provider>
  );
}
