import { fromPromise } from 'xstate';
import type { SupportRequest } from '../../services/contract';
import type { SupportApi } from '../../services/support';

/** The contact call, bound where the contact page creates the form's machine. */
export const createContactFormActors = (api: Pick<SupportApi, 'contact'>) => ({
  sendMessage: fromPromise<{ success: boolean }, SupportRequest>(({ input }) => api.contact(input)),
});
