import { fromPromise } from 'xstate';
import type { AccountSecurityApi } from '../../services/account-security';
import type { EmailChangeRequest, User } from '../../services/contract';
import type { CodeSent } from '../code-and-resend/states';

/** The e-mail card's calls over the account service. */
export const createEmailChangeActors = (
  api: Pick<AccountSecurityApi, 'requestEmailChange' | 'confirmEmailChange'>,
) => ({
  sendChangeCode: fromPromise<CodeSent, EmailChangeRequest>(({ input }) =>
    api.requestEmailChange(input),
  ),
  confirmChange: fromPromise<User, { verificationCode: string }>(({ input }) =>
    api.confirmEmailChange(input.verificationCode),
  ),
});
