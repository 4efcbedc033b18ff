import { fromPromise } from 'xstate';
import type { AuthApi } from '../../services/auth';
import type { LoginRequest, SessionResponse } from '../../services/contract';

/** The real call, bound where the login screen creates the machine. */
export const createLoginActors = (api: Pick<AuthApi, 'login'>) => ({
  login: fromPromise<SessionResponse, LoginRequest>(({ input }) => api.login(input)),
});
