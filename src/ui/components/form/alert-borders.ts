export type AlertStatus = 'success' | 'error' | 'info' | 'warning';

/** The border of every alert, in its status colour: the app's Chakra alert and the islands'. */
export const alertBorderOf: Record<AlertStatus, string> = {
  success: 'green.500/40',
  error: 'red.500/40',
  info: 'blue.500/40',
  warning: 'orange.500/40',
};
