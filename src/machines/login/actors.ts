import { fromPromise } from 'xstate';
import type { AuthApi } from '../../services/auth';
import type {
  LoginAnswer,
  LoginRequest,
  SecondFactorSignInRequest,
  SessionResponse,
} from '../../services/contract';

/** The real calls, bound where the login screen creates the machine. */
export const createLoginActors = (api: Pick<AuthApi, 'login' | 'loginWithSecondFactor'>) => ({
  login: fromPromise<LoginAnswer, LoginRequest>(({ input }) => api.login(input)),
  secondFactor: fromPromise<SessionResponse, SecondFactorSignInRequest>(({ input }) =>
    api.loginWithSecondFactor(input),
  ),
});
