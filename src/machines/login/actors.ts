import { fromPromise } from 'xstate';
import type { AuthApi } from '../../services/auth';
import type {
  LoginAnswer,
  LoginRequest,
  SecondFactorSignInRequest,
  SessionResponse,
} from '../../services/contract';

/** The real calls, bound where the login screen creates the machine; `passkey` signs in with one. */
export const createLoginActors = (
  api: Pick<AuthApi, 'login' | 'loginWithSecondFactor'>,
  passkey: (input: { autofill: boolean }) => Promise<SessionResponse>,
) => ({
  login: fromPromise<LoginAnswer, LoginRequest>(({ input }) => api.login(input)),
  secondFactor: fromPromise<SessionResponse, SecondFactorSignInRequest>(({ input }) =>
    api.loginWithSecondFactor(input),
  ),
  passkey: fromPromise<SessionResponse, { autofill: boolean }>(({ input }) => passkey(input)),
});
