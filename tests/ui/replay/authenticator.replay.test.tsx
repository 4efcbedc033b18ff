import { vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { authenticatorTexts as texts } from '../../../src/content/authenticator-app';
import { machineRegistry } from '../../../src/machines';
import type { authenticatorMachine } from '../../../src/machines/authenticator-app/machine';
import { pagePaths } from '../../../src/services/contract';
import { writeStoredSession } from '../../../src/services/session-storage';
import { AuthenticatorCard } from '../../../src/ui/customer/security/authenticator/authenticator-card';
import { authenticatorAppModel } from '../../machines/models/authenticator-app';
import { PATHS_START } from '../../machines/models/path-model';
import { sessionFor } from '../../machines/support/fixtures';
import { type ServiceCalls, whole } from './support/edge';
import { person } from './support/person';
import { renderPage } from './support/render-page';
import { describeReplay, type PersonTable, type ScreenTable } from './support/replay';
import type { Seen, SeenAlert } from './support/screen';

// The account service is the edge: each call waits for the path's answer.
vi.mock('../../../src/services/account-security', async (original) =>
  (await import('./support/edge')).withFake(original, 'authenticatorApi'),
);
vi.mock('../../../src/machines/inspector', () => import('./support/page-actor'));

type Snapshot = SnapshotFrom<typeof authenticatorMachine>;

const security = pagePaths.customer.security;

/** The card's last outcome: a failure interrupts, a success is said politely. */
const noticeAlerts = ({ context }: Snapshot): SeenAlert[] =>
  context.notice
    ? [
        {
          role: context.notice.status === 'error' ? 'alert' : 'status',
          texts: [context.notice.text],
        },
      ]
    : [];

const issueTexts = ({ context }: Snapshot) => context.issues.map((issue) => issue.message);

/** Off: why it matters, and the one button to set it up (busy while the key is made). */
const off = (snapshot: Snapshot): Seen => ({
  location: security,
  texts: [texts.title, texts.off],
  buttons: snapshot.matches('Starting')
    ? { [texts.starting]: 'disabled', [texts.start]: 'absent' }
    : { [texts.start]: 'enabled' },
  alerts: noticeAlerts(snapshot),
});

/** The set-up: the key as a QR code and as text, and the code that turns it on. */
const pending = (snapshot: Snapshot): Seen => ({
  location: security,
  texts: [texts.scan, texts.secret, snapshot.context.setup?.secret ?? '', ...issueTexts(snapshot)],
  fields: { [texts.code]: snapshot.context.code },
  buttons: snapshot.matches('Confirming')
    ? { [texts.confirming]: 'disabled', [texts.cancel]: 'enabled' }
    : { [texts.confirm]: 'enabled', [texts.cancel]: 'enabled' },
  alerts: noticeAlerts(snapshot),
});

/** The recovery codes, shown once, with copy, download and done. */
const showingCodes = ({ context }: Snapshot): Seen => ({
  location: security,
  texts: [texts.codesTitle, texts.codesIntro, ...context.recoveryCodes],
  buttons: {
    [texts.copy]: 'enabled',
    [texts.download]: 'enabled',
    [texts.codesDone]: 'enabled',
  },
  // The copy's confirmation, empty until a copy.
  alerts: [{ role: 'status', texts: [] }],
});

/** On: the codes left, new recovery codes for a code, turning off for the password and a code. */
const on = (snapshot: Snapshot): Seen => ({
  location: security,
  texts: [
    texts.on(snapshot.context.status?.recoveryCodesLeft ?? 0),
    texts.renewHint,
    ...issueTexts(snapshot),
  ],
  fields: { [texts.code]: snapshot.context.code, [texts.password]: snapshot.context.password },
  buttons: {
    [texts.renewing]: snapshot.matches('Renewing') ? 'disabled' : 'absent',
    [texts.renew]: snapshot.matches('Renewing') ? 'absent' : 'enabled',
    [texts.turningOff]: snapshot.matches('TurningOff') ? 'disabled' : 'absent',
    [texts.turnOff]: snapshot.matches('TurningOff') ? 'absent' : 'enabled',
  },
  alerts: noticeAlerts(snapshot),
});

// ─── What a person sees in each state of the authenticator app card ───────────────────────
const screens: ScreenTable<Snapshot> = {
  Loading: () => ({ location: security, texts: [texts.title, texts.loading], alerts: [] }),
  Failed: () => ({
    location: security,
    alerts: [{ role: 'alert', texts: [texts.loadFailed] }],
  }),
  Off: off,
  Starting: off,
  Pending: pending,
  Confirming: pending,
  ShowingCodes: showingCodes,
  On: on,
  Renewing: on,
  TurningOff: on,
  LoggedOut: () => ({ location: pagePaths.login }),
};

// ─── What a person does for each event ────────────────────────────────────────────────────
const does: PersonTable<Snapshot> = {
  'setup.start': () => person.clicks(texts.start),
  'setup.cancel': () => person.clicks(texts.cancel),
  'code.change': (event) => person.types(texts.code, String(event.value)),
  'password.change': (event) => person.types(texts.password, String(event.value)),
  'confirm.submit': () => person.clicks(texts.confirm),
  'renew.submit': () => person.clicks(texts.renew),
  'off.submit': () => person.clicks(texts.turnOff),
  'codes.done': () => person.clicks(texts.codesDone),
};

// ─── The service calls each invoked call makes ────────────────────────────────────────────
const calls: ServiceCalls = {
  loadStatus: { 'authenticatorApi.status': whole },
  start: { 'authenticatorApi.start': whole },
  confirm: { 'authenticatorApi.confirm': whole },
  renew: { 'authenticatorApi.renewRecoveryCodes': whole },
  turnOff: { 'authenticatorApi.turnOff': whole },
};

describeReplay('authenticatorApp', {
  machine: machineRegistry.authenticatorApp.machine,
  model: authenticatorAppModel,
  render: () => {
    writeStoredSession(sessionFor(PATHS_START + 60 * 60 * 1000));
    window.history.replaceState(null, '', security);
    return renderPage(<AuthenticatorCard />, security);
  },
  screens,
  person: does,
  calls,
});
