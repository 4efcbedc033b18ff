import { vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { accountFields, loginScreen, secondFactorScreen } from '../../../src/content/auth-screens';
import { passkeyTexts } from '../../../src/content/passkeys';
import { machineRegistry } from '../../../src/machines';
import type { loginMachine } from '../../../src/machines/login/machine';
import { pagePaths } from '../../../src/services/contract';
import { LoginForm } from '../../../src/ui/auth/login-form';
import { loginModel } from '../../machines/models/login';
import { type ServiceCalls, whole } from './support/edge';
import { person } from './support/person';
import { renderPage } from './support/render-page';
import { describeReplay, type PersonTable, type ScreenTable } from './support/replay';
import type { Seen, SeenAlert } from './support/screen';

// The sign-in calls are the edge: each waits for the path's answer.
vi.mock('../../../src/services/auth', async (original) =>
  (await import('./support/edge')).withFake(original, 'authApi'),
);
// The browser's passkey prompt and its autofill, each a call the path answers; a new autofill
// replaces the one before, as a browser keeps one at a time.
vi.mock('../../../src/services/passkey-sign-in', async () => {
  const { fakeService } = await import('./support/edge');
  const browser = fakeService('passkeys', { autofill: () => {}, prompt: () => {} }, {}, [
    'passkeys.autofill',
  ]);
  return {
    signInWithPasskey: ({ autofill }: { autofill: boolean }) =>
      autofill ? browser.autofill() : browser.prompt(),
  };
});
vi.mock('../../../src/machines/inspector', () => import('./support/page-actor'));

type Snapshot = SnapshotFrom<typeof loginMachine>;

const login = pagePaths.login;

const errorAlerts = ({ context }: Snapshot): SeenAlert[] =>
  context.errorMessage ? [{ role: 'alert', texts: [context.errorMessage] }] : [];

const issueTexts = ({ context }: Snapshot) => context.issues.map((issue) => issue.message);

/** The first step: e-mail and password, Login, and the passkey's button. */
function signIn(snapshot: Snapshot): Seen {
  const busy = snapshot.hasTag('busy');
  return {
    location: login,
    fields: {
      [accountFields.email]: snapshot.context.values.username,
      [loginScreen.password]: snapshot.context.values.password,
    },
    texts: issueTexts(snapshot),
    buttons: {
      [loginScreen.submit]: busy ? 'disabled' : 'enabled',
      [passkeyTexts.signIn]: busy ? 'disabled' : 'enabled',
    },
    alerts: [
      ...errorAlerts(snapshot),
      ...(busy ? [{ role: 'status' as const, texts: [loginScreen.busy] }] : []),
    ],
  };
}

/** The second step: the code of the method asked for, Verify, the other method, back. */
function secondStep(snapshot: Snapshot): Seen {
  const step = snapshot.context.secondStep;
  const recovery = step?.recovery ?? false;
  const busy = snapshot.hasTag('busy');
  return {
    location: login,
    texts: [
      secondFactorScreen.title,
      recovery ? secondFactorScreen.recoveryIntro : secondFactorScreen.appIntro,
      ...issueTexts(snapshot),
    ],
    fields: {
      [recovery ? secondFactorScreen.recoveryLabel : secondFactorScreen.appLabel]: step?.code ?? '',
    },
    buttons: {
      [secondFactorScreen.submit]: busy ? 'disabled' : 'enabled',
      [recovery ? secondFactorScreen.useApp : secondFactorScreen.useRecovery]: 'enabled',
      [secondFactorScreen.startAgain]: 'enabled',
    },
    alerts: [
      ...errorAlerts(snapshot),
      ...(busy ? [{ role: 'status' as const, texts: [secondFactorScreen.busy] }] : []),
    ],
  };
}

// ─── What a person sees in each state of the login machine ────────────────────────────────
const screens: ScreenTable<Snapshot> = {
  Idle: signIn,
  Submitting: signIn,
  Passkey: signIn,
  'SecondFactor.Entering': secondStep,
  'SecondFactor.Checking': secondStep,
  Expired: (snapshot) => ({
    location: login,
    buttons: { [secondFactorScreen.startAgain]: 'enabled' },
    alerts: errorAlerts(snapshot),
  }),
  Succeeded: () => ({ location: pagePaths.customer.area }),
};

// ─── What a person does for each event ────────────────────────────────────────────────────
const does: PersonTable<Snapshot> = {
  'field.change': (event) =>
    person.types(
      event.field === 'username' ? accountFields.email : loginScreen.password,
      String(event.value),
    ),
  'form.submit': () => person.clicks(loginScreen.submit),
  'passkey.start': () => person.clicks(passkeyTexts.signIn),
  'code.change': (_event, before) =>
    person.types(
      before.context.secondStep?.recovery
        ? secondFactorScreen.recoveryLabel
        : secondFactorScreen.appLabel,
      String(_event.value),
    ),
  'code.submit': () => person.clicks(secondFactorScreen.submit),
  'method.toggle': (_event, before) =>
    person.clicks(
      before.context.secondStep?.recovery
        ? secondFactorScreen.useApp
        : secondFactorScreen.useRecovery,
    ),
  'signIn.restart': () => person.clicks(secondFactorScreen.startAgain),
};

// ─── The service calls each invoked call makes ────────────────────────────────────────────
const calls: ServiceCalls = {
  login: { 'authApi.login': whole },
  secondFactor: { 'authApi.loginWithSecondFactor': whole },
  passkeyAutofill: { 'passkeys.autofill': whole },
  passkeySignIn: { 'passkeys.prompt': whole },
};

describeReplay('login', {
  machine: machineRegistry.login.machine,
  model: loginModel,
  render: () => renderPage(<LoginForm />, login),
  screens,
  person: does,
  calls,
});
