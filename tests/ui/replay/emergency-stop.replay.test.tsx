import { vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { stoppedSince, emergencyStopTexts as texts } from '../../../src/content/emergency-stop';
import { machineRegistry } from '../../../src/machines';
import type { emergencyStopMachine } from '../../../src/machines/emergency-stop/machine';
import { pagePaths } from '../../../src/services/contract';
import { writeStoredSession } from '../../../src/services/session-storage';
import DevicesPage from '../../../src/ui/customer/devices-page';
import { EmergencyStopProvider } from '../../../src/ui/customer/emergency-stop/emergency-stop-context';
import { emergencyStopModel } from '../../machines/models/emergency-stop';
import { PATHS_START } from '../../machines/models/path-model';
import { sessionFor } from '../../machines/support/fixtures';
import { type ServiceCalls, whole } from './support/edge';
import { person } from './support/person';
import { renderPage } from './support/render-page';
import { describeReplay, type PersonTable, type ScreenTable } from './support/replay';
import type { Seen } from './support/screen';

// The devices service is the edge: its calls wait for the path's answers (the list's never
// comes, so the page's own list stays loading: the stop's panel is what is replayed).
vi.mock('../../../src/services/devices', async (original) =>
  (await import('./support/edge')).withFake(original, 'devicesApi'),
);
vi.mock('../../../src/machines/inspector', () => import('./support/page-actor'));

type Snapshot = SnapshotFrom<typeof emergencyStopMachine>;

const devices = pagePaths.customer.devices;
const dialogOf = (words: { title: string; text: string; confirm: string }) => ({
  title: words.title,
  text: words.text,
  buttons: [texts.cancel, words.confirm],
});

/**
 * The panel on the Devices page: its title, its line (the same in every state), what it says to
 * screen readers, its one button, and the dialog when one asks.
 */
function panel(kind: 'loading' | 'failed' | 'trading' | 'stopped', dialog: Seen['dialog'] = null) {
  return ({ context }: Snapshot): Seen => {
    const title = {
      loading: texts.title,
      failed: texts.unavailable,
      trading: texts.title,
      stopped: texts.stoppedBadge,
    }[kind];
    const said = {
      loading: texts.loading,
      failed: texts.loadFailed,
      trading: texts.running,
      stopped: texts.stopped(stoppedSince(context.state?.changedAt ?? 0)),
    }[kind];
    return {
      location: devices,
      texts: [
        title,
        kind === 'stopped'
          ? texts.stoppedAbout(stoppedSince(context.state?.changedAt ?? 0))
          : texts.about,
        said,
      ],
      buttons: {
        [texts.stopButton]:
          kind === 'trading' ? 'enabled' : kind === 'loading' ? 'disabled' : 'absent',
        [texts.resumeButton]: kind === 'stopped' ? 'enabled' : 'absent',
        [texts.retry]: kind === 'failed' ? 'enabled' : 'absent',
      },
      dialog,
    };
  };
}

/** A confirmation open over the panel, with the reason of a failure under its text. */
const asking =
  (kind: 'trading' | 'stopped', words: typeof texts.confirmStop | typeof texts.confirmResume) =>
  (snapshot: Snapshot): Seen => {
    const seen = panel(kind, dialogOf(words))(snapshot);
    return {
      ...seen,
      // Behind the modal only its line is checked; the buttons are the dialog's.
      buttons: {},
      texts: [...(seen.texts ?? []), ...(snapshot.context.error ? [snapshot.context.error] : [])],
    };
  };

// ─── What a person sees in each state of the emergency stop machine ──────────────────────
const screens: ScreenTable<Snapshot> = {
  Loading: panel('loading'),
  LoadFailed: panel('failed'),
  Trading: panel('trading'),
  ConfirmingStop: asking('trading', texts.confirmStop),
  Stopping: asking('trading', texts.confirmStop),
  Stopped: panel('stopped'),
  ConfirmingResume: asking('stopped', texts.confirmResume),
  Resuming: asking('stopped', texts.confirmResume),
  LoggedOut: () => ({ location: pagePaths.login }),
};

// ─── What a person does for each event ────────────────────────────────────────────────────
const does: PersonTable<Snapshot> = {
  'stop.request': () => person.clicks(texts.stopButton),
  'resume.request': () => person.clicks(texts.resumeButton),
  'change.confirm': (_, before) =>
    person.clicks(
      before.matches('ConfirmingStop') ? texts.confirmStop.confirm : texts.confirmResume.confirm,
    ),
  'change.cancel': () => person.clicks(texts.cancel),
  'stop.retry': () => person.clicks(texts.retry),
};

// ─── The service calls each invoked call makes ────────────────────────────────────────────
const calls: ServiceCalls = {
  loadStop: { 'devicesApi.stopState': whole },
  stop: { 'devicesApi.stop': whole },
  resume: { 'devicesApi.resume': whole },
};

/** A signed-in person opens the Devices page, inside the area's one emergency stop. */
function openDevices() {
  writeStoredSession(sessionFor(PATHS_START + 60 * 60 * 1000));
  window.history.replaceState(null, '', devices);
  return renderPage(
    <EmergencyStopProvider>
      <DevicesPage />
    </EmergencyStopProvider>,
    devices,
  );
}

describeReplay('emergencyStop', {
  machine: machineRegistry.emergencyStop.machine,
  model: emergencyStopModel,
  render: openDevices,
  screens,
  person: does,
  calls,
});
