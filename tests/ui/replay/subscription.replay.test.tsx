import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { accountsPage, refreshFailedDialog } from '../../../src/content/customer-pages';
import { pricingPage } from '../../../src/content/plans';
import { machineRegistry } from '../../../src/machines';
import type { subscriptionMachine } from '../../../src/machines/subscription/machine';
import { subscriptionOffer } from '../../../src/machines/subscription/offer';
import { pagePaths, type SubscriptionStanding } from '../../../src/services/contract';
import { subscriptionCheckoutUrl } from '../../../src/services/payment';
import { writeStoredSession } from '../../../src/services/session-storage';
import AccountsPage from '../../../src/ui/customer/accounts-page';
import { formatEpochDate } from '../../../src/ui/signed-in/format';
import { PATHS_START } from '../../machines/models/path-model';
import { subscriptionModel } from '../../machines/models/subscription';
import { sessionFor, user } from '../../machines/support/fixtures';
import { type ServiceCalls, whole } from './support/edge';
import { person } from './support/person';
import { renderPage } from './support/render-page';
import { describeReplay, type PersonTable, type ScreenTable } from './support/replay';
import type { ButtonState, Seen, SeenAlert } from './support/screen';

// Signing out revokes the token by the by: the page does not wait for that call.
vi.mock('../../../src/services/auth', async (original) =>
  (await import('./support/edge')).withFake(original, 'authApi', { 'authApi.logout': {} }),
);
vi.mock('../../../src/services/payment', async (original) =>
  (await import('./support/edge')).withFake(original, 'paymentApi'),
);
vi.mock('../../../src/machines/inspector', () => import('./support/page-actor'));

type Snapshot = SnapshotFrom<typeof subscriptionMachine>;
type Context = Snapshot['context'];

const accounts = pagePaths.customer.accounts;

/** Words the Accounts screen still spells in its view (import them once they move to content). */
const view = {
  title: 'Account Dashboard',
  status: (standing: SubscriptionStanding) =>
    `Status: ${{ none: 'none', active: 'active', payment_failed: 'payment failed', unpaid: 'unpaid', cancelled: 'cancelled', ended: 'ended' }[standing]}`,
  paymentFailed: (until: string) =>
    `Your last payment failed. Pro stays until ${until}; update your card to keep it.`,
  unpaid: 'Your last payment failed and Pro has ended. Update your card to get it back.',
  upgrade: 'Upgrade to Annual Subscription',
  reinstate: 'Reinstate Subscription',
  schedule: 'Schedule Info',
  annual: 'You are on the annual plan.',
  subscribe: { monthly: 'Subscribe monthly', yearly: 'Subscribe yearly' },
  retry: 'Try again',
  cancel: 'Cancel',
  ok: 'OK',
};

/** The two confirmations of spec section 4, by the state that asks. */
const confirmations = {
  ConfirmingUpgrade: {
    title: 'Upgrade to Annual Subscription',
    text: 'Your plan changes to the annual Pro plan ($300 a year) at the end of the current period. By proceeding you authorise this additional charge.',
    confirm: 'Proceed',
  },
  ConfirmingReinstate: {
    title: 'Reinstate Subscription',
    text: 'Your subscription will renew at the end of the current period again, which may result in an additional cost.',
    confirm: 'Reinstate',
  },
};
type Confirming = keyof typeof confirmations;

/** The success notice of the last action, then its failure. */
function outcomeAlerts({ notice, error }: Context): SeenAlert[] {
  const alerts: SeenAlert[] = [];
  if (notice) alerts.push({ role: 'status', texts: [notice] });
  if (error) alerts.push({ role: 'alert', texts: [error] });
  return alerts;
}

/** The one offer of the loaded subscription; `busy` while a call is under way. */
function offerOnScreen({ info, config }: Context, busy: boolean): Pick<Seen, 'texts' | 'buttons'> {
  if (!info) return { buttons: { [view.upgrade]: 'absent', [view.reinstate]: 'absent' } };
  // While a call is under way a spinner takes the button's place: its label is hidden, so it
  // has no name to find it by (the view gives it no loading text).
  const action: ButtonState = busy ? 'absent' : 'enabled';
  const offer = subscriptionOffer(info);
  if (offer === 'subscribe') {
    const choice: ButtonState = config ? 'enabled' : 'disabled';
    return {
      texts:
        config && info.status === 'none'
          ? [pricingPage.promoNote.replace('{code}', config.promoCode)]
          : [],
      buttons: { [view.subscribe.monthly]: choice, [view.subscribe.yearly]: choice },
    };
  }
  const texts = [view.status(info.standing)];
  if (offer === 'payment') {
    const problem = info.graceEndsAt
      ? view.paymentFailed(formatEpochDate(info.graceEndsAt))
      : view.unpaid;
    return {
      texts: [...texts, problem],
      buttons: { [view.upgrade]: 'absent', [view.reinstate]: 'absent' },
    };
  }
  if (offer === 'reinstate') return { texts, buttons: { [view.reinstate]: action } };
  if (offer === 'upgrade') return { texts, buttons: { [view.upgrade]: action } };
  return {
    texts: [...texts, offer === 'scheduled' ? view.schedule : view.annual],
    buttons: { [view.upgrade]: 'absent', [view.reinstate]: 'absent' },
  };
}

/**
 * The Account Dashboard: the loading line until the first answer, then the subscription with its
 * offer; `busy` while a call is under way, `dialog` when one asks something.
 */
function dashboard({ busy = false, retry = false, dialog = null as Seen['dialog'] } = {}) {
  return ({ context }: Snapshot): Seen => {
    const offer = offerOnScreen(context, busy);
    const loading: SeenAlert[] =
      busy && !context.info ? [{ role: 'status', texts: [accountsPage.loading] }] : [];
    return {
      location: accounts,
      // The address keeps refresh=true only until the refresh on return has answered.
      address: accounts,
      heading: view.title,
      texts: offer.texts,
      buttons: { ...offer.buttons, [view.retry]: retry ? 'enabled' : 'absent' },
      alerts: [...outcomeAlerts(context), ...loading],
      dialog,
    };
  };
}

const asking = (state: Confirming) => {
  const { title, text, confirm } = confirmations[state];
  return dashboard({ dialog: { title, text, buttons: [view.cancel, confirm] } });
};

// ─── What a person sees in each state of the subscription machine ─────────────────────────
const screens: ScreenTable<Snapshot> = {
  RefreshingOnOpen: dashboard({ busy: true }),
  RefreshingOnReturn: (snapshot) => ({
    ...dashboard({ busy: true })(snapshot),
    address: `${accounts}?refresh=true`,
  }),
  Loading: dashboard({ busy: true }),
  LoadFailed: dashboard({ retry: true }),
  Shown: dashboard(),
  ConfirmingUpgrade: asking('ConfirmingUpgrade'),
  Upgrading: dashboard({ busy: true }),
  ConfirmingReinstate: asking('ConfirmingReinstate'),
  Reinstating: dashboard({ busy: true }),
  RefreshingAfterAction: dashboard({ busy: true }),
  RefreshFailed: dashboard({
    dialog: {
      title: refreshFailedDialog.title,
      text: refreshFailedDialog.text,
      buttons: [view.ok],
    },
  }),
  LoggedOut: () => ({ location: pagePaths.login }),
};

// ─── What a person does for each event ────────────────────────────────────────────────────
const does: PersonTable<Snapshot> = {
  'upgrade.request': () => person.clicks(view.upgrade),
  'reinstate.request': () => person.clicks(view.reinstate),
  'confirm.proceed': ({ type }, before) => {
    const state = Object.keys(confirmations).find((key) => before.matches(key as Confirming));
    if (!state) throw new Error(`${type} outside a confirmation`);
    person.clicks(confirmations[state as Confirming].confirm);
  },
  'confirm.dismiss': () => person.clicks(view.cancel),
  'checkout.start': ({ period }, { context }) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    person.clicks(view.subscribe[period as 'monthly' | 'yearly']);
    const priceId = context.config?.prices[period as 'monthly' | 'yearly'] ?? '';
    expect(assign).toHaveBeenCalledWith(
      subscriptionCheckoutUrl(priceId, user.emailAddress, accounts),
    );
    assign.mockRestore();
  },
  'subscription.retry': () => person.clicks(view.retry),
  'refreshFailed.acknowledge': () => person.clicks(view.ok),
};

// ─── The service calls each invoked call makes ────────────────────────────────────────────
type Loaded = Pick<Context, 'info' | 'config'>;
const calls: ServiceCalls = {
  refreshOnOpen: { 'authApi.refresh': whole },
  refreshOnReturn: { 'authApi.refresh': whole },
  refreshAfterAction: { 'authApi.refresh': whole },
  loadSubscription: {
    'paymentApi.subscription': (loaded: Loaded) => loaded.info,
    'paymentApi.config': (loaded: Loaded) => loaded.config,
  },
  upgrade: { 'paymentApi.upgrade': whole },
  reinstate: { 'paymentApi.reinstate': whole },
};

/** A signed-in person opens the page, or comes back to it from the checkout (refresh=true). */
function openAccounts(input: unknown) {
  const { refreshFirst } = input as { refreshFirst: boolean };
  writeStoredSession(sessionFor(PATHS_START + 60 * 60 * 1000));
  window.history.replaceState(null, '', refreshFirst ? `${accounts}?refresh=true` : accounts);
  return renderPage(<AccountsPage />, accounts);
}

describeReplay('subscription', {
  machine: machineRegistry.subscription.machine,
  model: subscriptionModel,
  render: openAccounts,
  screens,
  person: does,
  calls,
});
