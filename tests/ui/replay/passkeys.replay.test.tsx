import { vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { passkeyTexts as texts } from '../../../src/content/passkeys';
import { machineRegistry } from '../../../src/machines';
import type { passkeysMachine } from '../../../src/machines/passkeys/machine';
import { pagePaths } from '../../../src/services/contract';
import { writeStoredSession } from '../../../src/services/session-storage';
import { PasskeysCard } from '../../../src/ui/customer/security/passkeys/passkeys-card';
import { passkeysModel } from '../../machines/models/passkeys';
import { PATHS_START } from '../../machines/models/path-model';
import { sessionFor } from '../../machines/support/fixtures';
import { type ServiceCalls, whole } from './support/edge';
import { person } from './support/person';
import { renderPage } from './support/render-page';
import { describeReplay, type PersonTable, type ScreenTable } from './support/replay';
import type { Seen, SeenAlert } from './support/screen';

// The passkeys service is the edge: each call waits for the path's answer.
vi.mock('../../../src/services/passkeys', async (original) =>
  (await import('./support/edge')).withFake(original, 'passkeysApi'),
);
vi.mock('../../../src/machines/inspector', () => import('./support/page-actor'));

const security = pagePaths.customer.security;
type PasskeysSnapshot = SnapshotFrom<typeof passkeysMachine>;

/** The Security page with the passkeys card, in a browser that can make passkeys, or not. */
const open = (input: unknown) => {
  const { supported } = input as { supported: boolean };
  // What the card asks the browser: whether it has WebAuthn at all.
  Object.assign(window, {
    PublicKeyCredential: supported ? function PublicKeyCredential() {} : undefined,
  });
  writeStoredSession(sessionFor(PATHS_START + 60 * 60 * 1000));
  window.history.replaceState(null, '', security);
  return renderPage(<PasskeysCard />, security);
};

const formStates = {
  Adding: 'add',
  Creating: 'add',
  Renaming: 'rename',
  SavingName: 'rename',
  ConfirmingRemoval: 'remove',
  Removing: 'remove',
} as const;
const submitNames = { add: texts.create, rename: texts.save, remove: texts.remove };

/** The card: its form or its add button, the listed passkeys with their buttons, its alert. */
function card(snapshot: PasskeysSnapshot): Seen {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const state = snapshot.value as string;
  const form = formStates[state as keyof typeof formStates];
  const list = context.list ?? [];
  const buttons: Seen['buttons'] = {};
  const fields: Record<string, string> = {};
  const alerts: SeenAlert[] = [];
  const shownTexts: string[] = list.map((passkey) => passkey.name);
  if (form) {
    if (form !== 'remove') fields[texts.name] = context.name;
    if (form !== 'rename') fields[texts.password] = context.password;
    // While it runs, its spinner takes the place of its name.
    buttons[submitNames[form]] = busy ? 'absent' : 'enabled';
    buttons[texts.cancel] = busy ? 'disabled' : 'enabled';
  } else if (snapshot.matches('LoadFailed')) {
    buttons[texts.retry] = 'enabled';
    alerts.push({ role: 'alert', texts: [context.error ?? texts.loadFailed] });
  } else if (context.list === null) {
    shownTexts.push(texts.loading);
  } else {
    buttons[texts.add] = context.supported ? (busy ? 'disabled' : 'enabled') : 'absent';
    if (!context.supported) shownTexts.push(texts.unsupported);
    if (list.length === 0) shownTexts.push(texts.none);
  }
  if (form || (!snapshot.matches('LoadFailed') && context.list !== null)) {
    const notice = context.notice;
    if (notice)
      alerts.push({ role: notice.status === 'error' ? 'alert' : 'status', texts: [notice.text] });
  }
  for (const passkey of list) {
    const state = busy || !snapshot.matches('Shown') ? 'disabled' : 'enabled';
    buttons[texts.renameNamed(passkey.name)] = state;
    buttons[texts.removeNamed(passkey.name)] = state;
  }
  return { location: security, texts: shownTexts, buttons, fields, alerts };
}

const screens: ScreenTable<PasskeysSnapshot> = {
  Loading: card,
  LoadFailed: card,
  Shown: card,
  Adding: card,
  Creating: card,
  Renaming: card,
  SavingName: card,
  ConfirmingRemoval: card,
  Removing: card,
  LoggedOut: () => ({ location: pagePaths.login }),
};

const named = (before: PasskeysSnapshot, id: unknown) => {
  const passkey = before.context.list?.find((item) => item.id === id);
  if (!passkey) throw new Error(`no passkey ${String(id)} on screen`);
  return passkey.name;
};

const personTable: PersonTable<PasskeysSnapshot> = {
  'passkeys.retry': () => person.clicks(texts.retry),
  'add.start': () => person.clicks(texts.add),
  'rename.start': (event, before) => person.clicks(texts.renameNamed(named(before, event.id))),
  'remove.start': (event, before) => person.clicks(texts.removeNamed(named(before, event.id))),
  'name.change': (event) => person.types(texts.name, String(event.value)),
  'password.change': (event) => person.types(texts.password, String(event.value)),
  'add.submit': () => person.clicks(texts.create),
  'rename.submit': () => person.clicks(texts.save),
  'remove.submit': () => person.clicks(texts.remove),
  'form.cancel': () => person.clicks(texts.cancel),
};

const calls: ServiceCalls = {
  loadPasskeys: { 'passkeysApi.list': whole },
  add: { 'passkeysApi.add': whole },
  rename: { 'passkeysApi.rename': whole },
  remove: { 'passkeysApi.remove': whole },
};

describeReplay('passkeys', {
  machine: machineRegistry.passkeys.machine,
  model: passkeysModel,
  render: open,
  screens,
  person: personTable,
  calls,
});
