import { vi } from 'vitest';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { authMessages } from '../../../src/content/auth-messages';
import { securityPage as texts } from '../../../src/content/security';
import { machineRegistry } from '../../../src/machines';
import type { closeAccountMachine } from '../../../src/machines/close-account/machine';
import type {
  EmailChangeField,
  emailChangeMachine,
} from '../../../src/machines/email-change/machine';
import type { passwordChangeMachine } from '../../../src/machines/password-change/machine';
import type { securitySessionsMachine } from '../../../src/machines/security-sessions/machine';
import { describeUserAgent, pagePaths, type SignedInSession } from '../../../src/services/contract';
import { writeStoredSession } from '../../../src/services/session-storage';
import { CloseAccount } from '../../../src/ui/customer/security/close-account';
import { DataCard } from '../../../src/ui/customer/security/data-card';
import { EmailCard } from '../../../src/ui/customer/security/email-card';
import { PasswordCard } from '../../../src/ui/customer/security/password-card';
import { SessionsCard } from '../../../src/ui/customer/security/sessions-card';
import { closeAccountModel } from '../../machines/models/close-account';
import { dataExportModel } from '../../machines/models/data-export';
import { emailChangeModel } from '../../machines/models/email-change';
import { passwordChangeModel } from '../../machines/models/password-change';
import { PATHS_START } from '../../machines/models/path-model';
import { securitySessionsModel } from '../../machines/models/security-sessions';
import { sessionFor } from '../../machines/support/fixtures';
import { type ServiceCalls, whole } from './support/edge';
import { person } from './support/person';
import { renderPage } from './support/render-page';
import { describeReplay, type PersonTable, type ScreenTable } from './support/replay';
import type { Seen, SeenAlert } from './support/screen';

// The account service is the edge: each call waits for the path's answer.
vi.mock('../../../src/services/account-security', async (original) =>
  (await import('./support/edge')).withFake(original, 'accountSecurityApi'),
);
// A changed address refreshes the session: the auth service is an edge too (it never answers).
vi.mock('../../../src/services/auth', async (original) =>
  (await import('./support/edge')).withFake(original, 'authApi'),
);
vi.mock('../../../src/machines/inspector', () => import('./support/page-actor'));

const security = pagePaths.customer.security;
const loggedOut = () => ({ location: pagePaths.login });

/** A signed-in person opens the Security page showing `card`. */
const openWith = (card: React.ReactNode) => () => {
  writeStoredSession(sessionFor(PATHS_START + 60 * 60 * 1000));
  window.history.replaceState(null, '', security);
  return renderPage(card, security);
};

// ─── Where you're signed in ───────────────────────────────────────────────────────────────
type SessionsSnapshot = SnapshotFrom<typeof securitySessionsMachine>;

const rowName = (session: SignedInSession) => {
  if (session.kind === 'device') return session.userAgent;
  const { browser, system } = describeUserAgent(session.userAgent);
  return texts.sessions.browserOn(browser, system);
};

/** The card: its rows (each other one with its sign-out), the sign-out of all others, its alert. */
function sessionsCard(snapshot: SessionsSnapshot): Seen {
  const { list, error, notice, signingOut } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const rows = list ?? [];
  const others = rows.filter((row) => !row.current);
  const buttons: Seen['buttons'] = {
    [texts.sessions.retry]: snapshot.matches('LoadFailed') ? 'enabled' : 'absent',
    // While it runs, its spinner takes the place of its name.
    [texts.sessions.signOutOthers]:
      others.length === 0 || snapshot.matches('SigningOutOthers')
        ? 'absent'
        : busy
          ? 'disabled'
          : 'enabled',
  };
  for (const row of others) {
    buttons[texts.sessions.signOutNamed(rowName(row))] =
      busy || signingOut === row.id ? 'disabled' : 'enabled';
  }
  const alerts: SeenAlert[] = error
    ? [{ role: 'alert', texts: [error] }]
    : notice
      ? [{ role: 'status', texts: [notice] }]
      : [];
  return { location: security, texts: rows.map(rowName), buttons, alerts };
}

const sessionsScreens: ScreenTable<SessionsSnapshot> = {
  Loading: sessionsCard,
  LoadFailed: sessionsCard,
  Shown: sessionsCard,
  SigningOut: sessionsCard,
  SigningOutOthers: sessionsCard,
  LoggedOut: loggedOut,
};

const sessionsPerson: PersonTable<SessionsSnapshot> = {
  'sessions.retry': () => person.clicks(texts.sessions.retry),
  'sessions.signOut': (event, before) => {
    const row = before.context.list?.find((session) => session.id === event.id);
    if (!row) throw new Error(`no row ${String(event.id)} on screen`);
    person.clicks(texts.sessions.signOutNamed(rowName(row)));
  },
  'sessions.signOutOthers': () => person.clicks(texts.sessions.signOutOthers),
};

const sessionsCalls: ServiceCalls = {
  loadSessions: { 'accountSecurityApi.sessions': whole },
  signOut: { 'accountSecurityApi.signOut': whole },
  signOutOthers: { 'accountSecurityApi.signOutOthers': whole },
};

describeReplay('securitySessions', {
  machine: machineRegistry.securitySessions.machine,
  model: securitySessionsModel,
  render: openWith(<SessionsCard />),
  screens: sessionsScreens,
  person: sessionsPerson,
  calls: sessionsCalls,
});

// ─── The password ─────────────────────────────────────────────────────────────────────────
type PasswordSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

function passwordCard(snapshot: PasswordSnapshot): Seen {
  const { context } = snapshot;
  const { notice, issues } = context;
  return {
    location: security,
    fields: {
      [texts.password.current]: context.values.currentPassword,
      [texts.password.new]: context.values.newPassword,
    },
    texts: issues.map((issue) => issue.message),
    buttons: snapshot.hasTag('busy')
      ? { [texts.password.submit]: 'absent' }
      : { [texts.password.submit]: 'enabled' },
    alerts: notice
      ? [{ role: notice.status === 'error' ? 'alert' : 'status', texts: [notice.text] }]
      : [],
  };
}

const passwordPerson: PersonTable<PasswordSnapshot> = {
  'field.change': (event) =>
    person.types(
      event.field === 'currentPassword' ? texts.password.current : texts.password.new,
      String(event.value),
    ),
  'form.submit': () => person.clicks(texts.password.submit),
};

describeReplay('passwordChange', {
  machine: machineRegistry.passwordChange.machine,
  model: passwordChangeModel,
  render: openWith(<PasswordCard />),
  screens: {
    Editing: passwordCard,
    Saving: (snapshot) => ({ ...passwordCard(snapshot), alerts: undefined }),
    LoggedOut: loggedOut,
  },
  person: passwordPerson,
  calls: { changePassword: { 'accountSecurityApi.changePassword': whole } },
});

// ─── Download my data ─────────────────────────────────────────────────────────────────────
describeReplay('dataExport', {
  machine: machineRegistry.dataExport.machine,
  model: dataExportModel,
  render: () => {
    // The file is handed to the browser: jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
    return openWith(<DataCard />)();
  },
  screens: {
    Idle: ({ context }: AnyMachineSnapshot) => ({
      location: security,
      buttons: { [texts.data.download]: 'enabled', [texts.data.close]: 'enabled' },
      texts: context.notice ? [context.notice.text] : [],
    }),
    Exporting: () => ({
      location: security,
      buttons: { [texts.data.download]: 'absent', [texts.data.close]: 'enabled' },
    }),
    LoggedOut: loggedOut,
  },
  person: { 'export.start': () => person.clicks(texts.data.download) },
  calls: { exportData: { 'accountSecurityApi.exportData': whole } },
});

// ─── Close my account ─────────────────────────────────────────────────────────────────────
type CloseSnapshot = SnapshotFrom<typeof closeAccountMachine>;

function closeDialog(snapshot: CloseSnapshot): Seen {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const fields: Record<string, string> = { [texts.data.password]: context.values.password };
  if (context.needsCode) fields[texts.data.code] = context.values.code;
  return {
    location: security,
    fields,
    texts: [
      ...(context.error ? [context.error] : []),
      ...context.issues.map((issue) => issue.message),
    ],
    buttons: {
      [texts.data.confirmClose]: busy ? 'absent' : 'enabled',
      [texts.data.cancel]: busy ? 'disabled' : 'enabled',
    },
  };
}

describeReplay('closeAccount', {
  machine: machineRegistry.closeAccount.machine,
  model: closeAccountModel,
  render: openWith(<CloseAccount />),
  screens: {
    Idle: () => ({ location: security, buttons: { [texts.data.close]: 'enabled' } }),
    Confirming: closeDialog,
    Closing: closeDialog,
    Closed: loggedOut,
    LoggedOut: loggedOut,
  },
  person: {
    'close.request': () => person.clicks(texts.data.close),
    'close.cancel': () => person.clicks(texts.data.cancel),
    'field.change': (event) =>
      person.types(
        event.field === 'password' ? texts.data.password : texts.data.code,
        String(event.value),
      ),
    'form.submit': () => person.clicks(texts.data.confirmClose),
  },
  calls: { closeAccount: { 'accountSecurityApi.close': whole } },
});

// ─── The e-mail address ───────────────────────────────────────────────────────────────────
type EmailSnapshot = SnapshotFrom<typeof emailChangeMachine>;

/** The card on either step: its fields, its buttons, the last call's notice. */
function emailCard(snapshot: EmailSnapshot): Seen {
  const { values, notice, cooldown } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const alerts: SeenAlert[] = notice
    ? [{ role: notice.status === 'error' ? 'alert' : 'status', texts: [notice.text] }]
    : [];
  if (!snapshot.matches('Code')) {
    return {
      location: security,
      fields: {
        [texts.email.newAddress]: values.newEmailAddress,
        [texts.email.password]: values.password,
      },
      buttons: busy ? { [texts.email.sending]: 'disabled' } : { [texts.email.send]: 'enabled' },
      alerts,
    };
  }
  const countdown = cooldown.getSnapshot();
  const secondsLeft = countdown.matches('CoolingDown') ? countdown.context.remaining : 0;
  return {
    location: security,
    texts: [texts.email.codeSentTo(values.newEmailAddress.trim())],
    fields: { [texts.email.code]: values.verificationCode },
    buttons: {
      ...(snapshot.matches({ Code: 'Confirming' })
        ? { [texts.email.confirming]: 'disabled' }
        : { [texts.email.confirm]: busy ? 'disabled' : 'enabled' }),
      [secondsLeft > 0 ? authMessages.resend.coolingDown(secondsLeft) : texts.email.resend]:
        busy || secondsLeft > 0 ? 'disabled' : 'enabled',
      [texts.email.back]: busy ? 'disabled' : 'enabled',
    },
    alerts,
  };
}

const emailLabels: Record<EmailChangeField, string> = {
  newEmailAddress: texts.email.newAddress,
  password: texts.email.password,
  verificationCode: texts.email.code,
};

describeReplay('emailChange', {
  machine: machineRegistry.emailChange.machine,
  model: emailChangeModel,
  render: openWith(<EmailCard />),
  screens: {
    'Email.Editing': emailCard,
    'Email.SendingCode': emailCard,
    'Code.Editing': emailCard,
    'Code.Resending': emailCard,
    'Code.Confirming': emailCard,
  },
  person: {
    'field.change': (event) =>
      person.types(emailLabels[event.field as EmailChangeField], String(event.value)),
    'step.next': (_, before) =>
      person.clicks(before.matches('Code') ? texts.email.confirm : texts.email.send),
    'step.back': () => person.clicks(texts.email.back),
    'code.resend': () => person.clicks(texts.email.resend),
  },
  calls: {
    sendChangeCode: { 'accountSecurityApi.requestEmailChange': whole },
    resendChangeCode: { 'accountSecurityApi.requestEmailChange': whole },
    confirmChange: { 'accountSecurityApi.confirmEmailChange': whole },
  },
});
