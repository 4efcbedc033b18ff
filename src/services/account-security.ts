import {
  type CloseAccountRequest,
  type EmailChangeRequest,
  accountSecurityEndpoints as endpoints,
  type PasswordChangeRequest,
  secondFactorEndpoints,
} from './contract';
import { callEndpoint } from './http';

/** The name the data export is saved under: the site's and the day's. */
export const exportFileName = (at: Date) => `signalhand-data-${at.toISOString().slice(0, 10)}.json`;

/** Hands JSON to the browser as a file to save (a link with `download`, clicked). */
export function saveJsonFile(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file over; the object URL need not outlive this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands text to the browser as a file to save (the recovery codes). */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The authenticator app card's calls (issue 35), as `secondFactorEndpoints` declares them. */
export const authenticatorApi = {
  status: () => callEndpoint(secondFactorEndpoints.totpStatus, {}),
  start: () => callEndpoint(secondFactorEndpoints.startTotp, {}),
  confirm: (code: string) => callEndpoint(secondFactorEndpoints.confirmTotp, { body: { code } }),
  renewRecoveryCodes: (code: string) =>
    callEndpoint(secondFactorEndpoints.renewRecoveryCodes, { body: { code } }),
  turnOff: async (body: { password: string; code: string }): Promise<void> => {
    await callEndpoint(secondFactorEndpoints.turnOffTotp, { body });
  },
};
export type AuthenticatorApi = typeof authenticatorApi;

/** Gives the second factor again in this session: weighty console actions then work (sudo mode). */
export const confirmFreshSecondFactor = (code: string) =>
  callEndpoint(secondFactorEndpoints.confirmSecondFactor, { body: { code } });

/** The Security page's calls (issue 35), as `accountSecurityEndpoints` declares them. */
export const accountSecurityApi = {
  sessions: () => callEndpoint(endpoints.sessions, {}),
  signOut: async (id: string): Promise<void> => {
    await callEndpoint(endpoints.signOutSession, { params: { id } });
  },
  signOutOthers: async (): Promise<void> => {
    await callEndpoint(endpoints.signOutOthers, {});
  },
  changePassword: async (body: PasswordChangeRequest): Promise<void> => {
    await callEndpoint(endpoints.changePassword, { body });
  },
  requestEmailChange: async (body: EmailChangeRequest) =>
    callEndpoint(endpoints.changeEmail, { body }),
  confirmEmailChange: (verificationCode: string) =>
    callEndpoint(endpoints.confirmEmail, { body: { verificationCode } }),
  exportData: () => callEndpoint(endpoints.export, {}),
  close: async (body: CloseAccountRequest): Promise<void> => {
    await callEndpoint(endpoints.close, { body });
  },
};

export type AccountSecurityApi = typeof accountSecurityApi;
