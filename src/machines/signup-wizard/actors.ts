import { fromPromise } from 'xstate';
import type { AuthApi } from '../../services/auth';
import type { RegisterRequest, SessionResponse } from '../../services/contract';
import type { CodeSent } from '../code-and-resend/states';
import type { CodeCheck, CodeCheckInput, CodeRequest } from './machine';

/** The real calls, bound where the sign-up screen creates the machine. */
export const createSignupWizardActors = (
  api: Pick<AuthApi, 'emailExists' | 'sendRegistrationCode' | 'checkCode' | 'register'>,
) => ({
  checkEmail: fromPromise<{ isPresent: boolean }, { emailAddress: string }>(({ input }) =>
    api.emailExists(input.emailAddress),
  ),
  sendCode: fromPromise<CodeSent, CodeRequest>(({ input }) => api.sendRegistrationCode(input)),
  verifyCode: fromPromise<CodeCheck, CodeCheckInput>(({ input }) => api.checkCode(input)),
  register: fromPromise<SessionResponse, RegisterRequest>(({ input }) => api.register(input)),
});
