/** A sentence the wizards show in an alert above the step: the outcome of the last call. */
export type Notice = { status: 'success' | 'error'; text: string };

export const success = (text: string): Notice => ({ status: 'success', text });
export const failure = (text: string): Notice => ({ status: 'error', text });
