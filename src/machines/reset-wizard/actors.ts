import { fromPromise } from 'xstate';
import type { AuthApi } from '../../services/auth';
import type { PasswordUpdateRequest } from '../../services/contract';
import type { CodeSent } from '../code-and-resend/states';
import type { PasswordUpdate } from './machine';

/** The real calls, bound where the reset screen creates the machine. */
export const createResetWizardActors = (
  api: Pick<AuthApi, 'sendResetCode' | 'updatePassword'>,
) => ({
  sendResetCode: fromPromise<CodeSent, { emailAddress: string }>(({ input }) =>
    api.sendResetCode(input.emailAddress),
  ),
  updatePassword: fromPromise<PasswordUpdate, PasswordUpdateRequest>(({ input }) =>
    api.updatePassword(input),
  ),
});
