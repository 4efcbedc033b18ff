import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineName } from '../../../src/machines';
import {
  collectIssues,
  LoginFormSchema,
  resetStepSchemas,
} from '../../../src/machines/auth-form-schemas';
import { type ChatMessage, PROMPT_LIMIT } from '../../../src/machines/chat.machine';
import type { ContactField } from '../../../src/machines/contact-form.machine';
import type { CustomRequestField } from '../../../src/machines/custom-request.machine';
import type { ResetField } from '../../../src/machines/reset-wizard.machine';
import { LONGEST_TIMER_MS } from '../../../src/machines/session.machine';
import type { SignupField } from '../../../src/machines/signup-wizard.machine';
import {
  CustomScriptRequestSchema,
  mayUseChat,
  type PaymentConfig,
  type PurchaseItem,
  roles,
  type ScriptSummary,
  type SessionResponse,
  STORE_PAGE_SIZE,
  type SubscriptionInfo,
  SupportRequestSchema,
} from '../../../src/services/contract';
import type { ScriptDetailResult } from '../../../src/services/store';
import { httpError, sessionFor } from './fixtures';

/** The instant every path starts at: `Date.now()` reads it during generation and replay. */
export const PATHS_START = Date.parse('2026-01-01T09:00:00Z');

/** An event with its payload, as a model writes it. */
type PathEvent = EventObject & Record<string, unknown>;

/** What an invariant sees: the snapshot reached, the event that led there and the one before. */
type Step = { event: EventObject; previous?: AnyMachineSnapshot };

/**
 * What a path-coverage run needs to know about one machine beyond its definition.
 * Events for finished or failed invocations and for delays are derived from the states
 * themselves; a model only lists what a person does, the sample results of invoked actors,
 * the inputs to start from and the invariants that must hold in every state reached.
 */
export type PathModel = {
  /** Each input starts its own traversal (a machine may behave differently per input). */
  inputs: unknown[];
  /**
   * Events a person or the app sends, with sample payloads, tried in every state; or chosen
   * per state, to keep a form's state space small (context is part of the state key).
   */
  events: PathEvent[] | ((snapshot: AnyMachineSnapshot) => PathEvent[]);
  /** Sample outputs of invoked actors by invoke id (`xstate.done.actor.<id>`). */
  actorOutputs?: Record<string, unknown[]>;
  /** Sample errors of invoked actors by invoke id (`xstate.error.actor.<id>`). */
  actorErrors?: Record<string, unknown[]>;
  /** Rules that hold in every state of every path. */
  invariants?: Array<{
    description: string;
    holds: (snapshot: AnyMachineSnapshot, step: Step) => boolean;
  }>;
  /** Fails a traversal that visits more states than this (a context that never stops growing). */
  limit?: number;
  /** Simple paths multiply with every loop of a form; `false` keeps only the shortest paths. */
  simplePaths?: boolean;
};

type StateValue = Parameters<AnyMachineSnapshot['matches']>[0];

/** True on the step that enters a state (not on the steps that stay in it). */
const entered = (state: StateValue, snapshot: AnyMachineSnapshot, { previous }: Step) =>
  snapshot.matches(state) && !previous?.matches(state);

// ---------------------------------------------------------------- samples

const fresh = sessionFor(PATHS_START + 60 * 60 * 1000, 'token-fresh');
/** Longer than a browser timer can hold: the session timer fires early and is set again. */
const long = sessionFor(PATHS_START + LONGEST_TIMER_MS + 24 * 60 * 60 * 1000, 'token-long');
const expired = sessionFor(PATHS_START - 60 * 1000, 'token-expired');
/** A refreshed session that still holds the Pro role (the sample user holds none). */
const freshPro: SessionResponse = { ...fresh, user: { ...fresh.user, roles: [roles.pro] } };

const validEmail = 'Ada@Example.com';
const validPassword = 'Secret123';

const signupDetails: Array<[SignupField, string | boolean]> = [
  ['firstName', 'Ada'],
  ['lastName', 'Lovelace'],
  ['password', validPassword],
  ['confirmPassword', validPassword],
  ['referrerDetails', 'A friend'],
  ['termsAccepted', true],
];

/**
 * A form filled the way a person does, one field at a time in screen order: only the first
 * field not yet at its sample value is offered, so the state space grows with the number of
 * fields, not with their combinations.
 */
function nextField<F extends string>(
  values: Record<F, unknown>,
  samples: Array<[F, string | boolean]>,
): PathEvent[] {
  const next = samples.find(([field, value]) => values[field] !== value);
  return next ? [{ type: 'field.change', field: next[0], value: next[1] }] : [];
}

const rateLimited = httpError(429, { message: 'Too many requests, try again in 60 seconds' });
const networkDown = new TypeError('Failed to fetch');

const scriptSummary: ScriptSummary = {
  scriptName: 'EMA Crossover Pro',
  scriptDescription: 'Long on the 9/21 EMA cross',
  scriptImageUrl: '/scripts/ema-crossover-pro.svg',
  platform: 'TradingView',
  application: 'Futures',
  price: '49',
  brokerage: 'Tradovate',
  createdOn: '2026-02-18T14:00:00.000Z',
  contentType: 'text/plain',
  isPurchased: false,
};
const fullDetail: ScriptDetailResult = {
  access: 'full',
  script: { ...scriptSummary, isPurchased: true, contentLink: '/api/v2/store/script/content/x' },
};
const limitedDetail: ScriptDetailResult = { access: 'limited', script: scriptSummary };

const customRequestSamples: Array<[CustomRequestField, string]> = [
  ['name', 'ES opening drive'],
  ['description', 'Buy the first pullback after the opening drive.'],
  ['platform', 'Kraken'],
  ['phoneNumber', '555 010 2030'],
];

const contactSamples: Array<[ContactField, string]> = [
  ['firstName', 'Grace'],
  ['lastName', 'Hopper'],
  ['emailAddress', 'grace@example.com'],
  ['phoneCode', '+1'],
  ['phoneNumber', '555 010 4040'],
  ['reasonToContact', 'The buy button is not clicked.'],
];

/** Blank, ordinary, and pasted past the server's limit. */
const chatPrompts = ['   ', 'Write an EMA crossover script', 'x'.repeat(PROMPT_LIMIT + 1)];

const day = 24 * 60 * 60;
const startSeconds = PATHS_START / 1000;
const scriptPurchase: PurchaseItem = {
  name: 'EMA Crossover Pro',
  price: 4900,
  type: 'SCRIPT',
  createdDate: startSeconds - 30 * day,
  startDate: null,
  endDate: null,
};
const subscriptionPurchase: PurchaseItem = {
  name: 'SignalHand Pro (monthly)',
  price: 2900,
  type: 'SUBSCRIPTION',
  createdDate: startSeconds - 10 * day,
  startDate: startSeconds - 10 * day,
  endDate: startSeconds + 20 * day,
};

const storeScript = (n: number): ScriptSummary => ({
  ...scriptSummary,
  scriptName: `Script ${n}`,
});
/** A full page (Next enabled) and a last page of 3 (Next disabled). */
const fullStorePage = Array.from({ length: STORE_PAGE_SIZE }, (_, i) => storeScript(i + 1));
const lastStorePage = [storeScript(21), storeScript(22), storeScript(23)];

const paymentConfig: PaymentConfig = {
  provider: 'local',
  prices: { monthly: 'price_m', yearly: 'price_y' },
  promoCode: 'FIRSTMONTHFREE',
};
const monthlyActive: SubscriptionInfo = {
  isSubscribed: true,
  status: 'active',
  subscriptionType: 'MONTHLY',
  startDate: startSeconds - 10 * day,
  endDate: startSeconds + 20 * day,
  scheduleSubscription: null,
};
const monthlyScheduled: SubscriptionInfo = {
  ...monthlyActive,
  scheduleSubscription: {
    subscriptionType: 'YEARLY',
    startDate: startSeconds + 20 * day,
    endDate: startSeconds + 385 * day,
    status: 'not_started',
  },
};
const monthlyCancelled: SubscriptionInfo = { ...monthlyActive, status: 'cancelled' };
const monthlyExpired: SubscriptionInfo = {
  ...monthlyActive,
  isSubscribed: false,
  status: 'expired',
};
const noSubscription: SubscriptionInfo = {
  isSubscribed: false,
  status: 'none',
  subscriptionType: null,
  startDate: null,
  endDate: null,
  scheduleSubscription: null,
};
const isCancelled = (info: SubscriptionInfo | null) => info?.status.toLowerCase() === 'cancelled';
const hasSubscription = (info: SubscriptionInfo | null) =>
  info !== null && info.status !== 'none' && info.status.toLowerCase() !== 'expired';
/** Spec section 4: the annual upgrade only for a monthly plan with nothing scheduled. */
const mayUpgrade = (info: SubscriptionInfo | null) =>
  info !== null &&
  hasSubscription(info) &&
  !isCancelled(info) &&
  info.scheduleSubscription === null &&
  info.subscriptionType !== 'YEARLY';

// ---------------------------------------------------------------- models

/** Machines without a model yet show as todo in the path tests and fail the coverage report. */
export const pathModels: Partial<Record<MachineName, PathModel>> = {
  cookieBanner: {
    inputs: [{ dismissedBefore: false }, { dismissedBefore: true }],
    events: [{ type: 'banner.allow' }],
    invariants: [
      {
        description: 'a banner dismissed before is never shown again',
        holds: (snapshot) => !(snapshot.context.dismissedBefore && snapshot.matches('Visible')),
      },
    ],
  },

  heroWords: {
    inputs: [{ count: 5 }],
    events: [],
    invariants: [
      {
        description: 'the word shown is always one of the 5 words',
        holds: ({ context }) => context.index >= 0 && context.index < 5,
      },
    ],
  },

  copyConfirmation: {
    inputs: [{ text: 'SIGNAL20' }],
    events: [{ type: 'code.copy' }],
    actorOutputs: { writeClipboard: [undefined] },
    actorErrors: { writeClipboard: [new DOMException('Write permission denied')] },
    invariants: [
      {
        description: 'Copied is only entered when the clipboard write succeeded',
        holds: (snapshot, step) =>
          !entered('Copied', snapshot, step) ||
          step.event.type === 'xstate.done.actor.writeClipboard',
      },
      {
        description: 'the code copied is the one given',
        holds: ({ context }) => context.text === 'SIGNAL20',
      },
    ],
  },

  particleBackground: {
    inputs: [{ reducedMotion: false }, { reducedMotion: true }],
    events: [{ type: 'particles.loaded' }],
    invariants: [
      {
        description: 'a visitor who prefers reduced motion never gets the particle field',
        holds: (snapshot) => !(snapshot.context.reducedMotion && snapshot.hasTag('mounted')),
      },
      {
        description: 'the field is only visible once mounted',
        holds: (snapshot) => !snapshot.hasTag('visible') || snapshot.hasTag('mounted'),
      },
    ],
  },

  carousel: {
    // Two cards 3 px apart loop after 6 px: every offset is reached in a few frames.
    inputs: [
      { cardCount: 2, step: 3, reducedMotion: false },
      { cardCount: 2, step: 3, reducedMotion: true },
    ],
    events: [
      { type: 'frame.tick' },
      { type: 'drag.start', x: 4 },
      { type: 'drag.move', x: 3 },
      { type: 'drag.end' },
      { type: 'carousel.pause' },
      { type: 'carousel.play' },
      { type: 'carousel.next' },
      { type: 'carousel.previous' },
    ],
    simplePaths: false,
    invariants: [
      {
        description: 'the offset stays within one copy of the cards, so no edge ever shows',
        holds: ({ context }) => context.offset >= 0 && context.offset < context.loopWidth,
      },
      {
        description: 'while dragged, the carousel knows where the pointer is',
        holds: (snapshot) => !snapshot.matches('Dragging') || snapshot.context.pointerX !== null,
      },
      {
        description: 'a visitor who prefers reduced motion starts paused',
        holds: (snapshot, step) =>
          step.previous !== undefined ||
          !snapshot.context.reducedMotion ||
          snapshot.hasTag('paused'),
      },
    ],
  },

  docsCountdown: {
    inputs: [undefined],
    events: [{ type: 'countdown.start' }],
    invariants: [
      {
        description: 'the count stays between 0 and 5',
        holds: ({ context }) => context.remaining >= 0 && context.remaining <= 5,
      },
      {
        description: 'counting shows 5 down to 1: at 0 the documentation opens at once',
        holds: (snapshot) =>
          !snapshot.matches('Counting') ||
          (snapshot.context.remaining >= 1 && snapshot.context.remaining <= 5),
      },
      {
        description: 'waiting for a click, the button offers the full 5 seconds',
        holds: (snapshot) => !snapshot.matches('Idle') || snapshot.context.remaining === 5,
      },
    ],
  },

  videoEmbed: {
    inputs: [undefined],
    events: [{ type: 'frame.loaded' }, { type: 'player.ready' }, { type: 'player.failed' }],
    invariants: [
      {
        description: 'the link replaces the player only when it failed or never answered',
        holds: (snapshot, step) =>
          !entered('Unavailable', snapshot, step) ||
          step.event.type === 'player.failed' ||
          step.event.type.startsWith('xstate.after.'),
      },
      {
        description: 'a player that said it is there is not given up for silence',
        holds: (snapshot, step) =>
          !(entered('Unavailable', snapshot, step) && step.previous?.matches('Playing')) ||
          step.event.type === 'player.failed',
      },
    ],
  },

  resendCooldown: {
    inputs: [{}, { seconds: 3 }],
    events: [{ type: 'cooldown.start' }],
    invariants: [
      {
        description: 'the remaining seconds stay within 0..60',
        holds: ({ context }) => context.remaining >= 0 && context.remaining <= 60,
      },
      {
        description: 'resend is ready only at 0, and never while counting',
        holds: (snapshot) =>
          snapshot.matches('Ready')
            ? snapshot.context.remaining === 0
            : snapshot.context.remaining > 0,
      },
    ],
  },

  session: {
    inputs: [{ stored: null }, { stored: fresh }, { stored: expired }, { stored: long }],
    events: [
      { type: 'session.start', session: fresh },
      { type: 'session.start', session: long },
      { type: 'session.startedElsewhere', session: { ...fresh, authToken: 'token-other-tab' } },
      { type: 'session.signOut' },
      { type: 'session.rejected' },
      { type: 'session.refresh' },
      { type: 'session.endedElsewhere' },
    ],
    actorOutputs: { refreshToken: [{ ...fresh, authToken: 'token-refreshed' }] },
    actorErrors: { refreshToken: [httpError(401), networkDown] },
    // The token's refresh runs beside the expiry timer: simple paths through both multiply.
    simplePaths: false,
    invariants: [
      {
        description: 'a failed refresh keeps the session, and says why to the asking page',
        holds: (snapshot, step) =>
          step.event.type !== 'xstate.error.actor.refreshToken' ||
          (snapshot.matches('SignedIn') && snapshot.context.refreshError !== null),
      },
      {
        description: 'a token is never kept past its expiry (signed in means expiry ahead)',
        holds: (snapshot) =>
          !snapshot.matches('SignedIn') ||
          (snapshot.context.session !== null && snapshot.context.session.expiresIn > Date.now()),
      },
      {
        description: 'signed out, no session is kept',
        holds: (snapshot) => !snapshot.matches('SignedOut') || snapshot.context.session === null,
      },
    ],
  },

  login: {
    inputs: [undefined],
    events: [
      { type: 'field.change', field: 'username', value: validEmail },
      { type: 'field.change', field: 'username', value: 'ada' },
      { type: 'field.change', field: 'password', value: validPassword },
      { type: 'form.submit' },
    ],
    actorOutputs: { login: [fresh] },
    actorErrors: {
      login: [
        httpError(401, {
          data: { code: 'WRONG_CREDENTIALS', message: 'Wrong e-mail or password' },
        }),
        networkDown,
      ],
    },
    invariants: [
      {
        description: 'credentials are only sent once both fields pass the rules',
        holds: (snapshot) =>
          !snapshot.hasTag('busy') || collectIssues(LoginFormSchema, snapshot.context).length === 0,
      },
      {
        description: 'field problems and a server error never show together',
        holds: ({ context }) => !(context.fieldIssues.length > 0 && context.errorMessage),
      },
    ],
  },

  signupWizard: {
    inputs: [undefined],
    events: (snapshot) => {
      const { values } = snapshot.context;
      if (snapshot.matches({ Email: 'Editing' }))
        return [
          ...['ada@', validEmail]
            .filter((value) => values.emailAddress !== value)
            .map((value) => ({ type: 'field.change', field: 'emailAddress', value })),
          { type: 'step.next' },
        ];
      if (snapshot.matches({ Details: 'Editing' }))
        return [...nextField(values, signupDetails), { type: 'step.next' }, { type: 'step.back' }];
      if (snapshot.matches({ Code: 'Editing' }))
        return [
          ...nextField(values, [['verificationCode', '123456']]),
          { type: 'step.next' },
          { type: 'step.back' },
          { type: 'code.resend' },
        ];
      return [];
    },
    actorOutputs: {
      checkEmail: [{ isPresent: false }, { isPresent: true }],
      sendCode: [{ success: true }, { success: false }],
      resendCode: [{ success: true }, { success: false }],
      verifyCode: [{ valid: true }, { valid: false, message: 'The code has expired' }],
      register: [fresh],
    },
    actorErrors: {
      checkEmail: [httpError(500)],
      sendCode: [rateLimited],
      resendCode: [rateLimited],
      verifyCode: [httpError(400, { message: 'Invalid verification code.' })],
      register: [httpError(409, { message: 'This email address already exists in the system.' })],
    },
    simplePaths: false,
    invariants: [
      {
        description: 'step 3 (Code) is never reached without a code sent to this address',
        holds: (snapshot) =>
          !snapshot.matches('Code') ||
          snapshot.context.codeSentTo === snapshot.context.values.emailAddress.trim().toLowerCase(),
      },
      {
        description: 'resending waits for the cooldown: no resend while it counts down',
        holds: (snapshot, step) =>
          !entered({ Code: 'Resending' }, snapshot, step) ||
          step.previous?.context.cooldown.getSnapshot().matches('Ready') === true,
      },
    ],
  },

  resetWizard: {
    inputs: [undefined],
    events: (snapshot) => {
      const { values } = snapshot.context;
      if (snapshot.matches({ Email: 'Editing' }))
        return [
          ...['ada@', validEmail]
            .filter((value) => values.emailAddress !== value)
            .map((value) => ({ type: 'field.change', field: 'emailAddress', value })),
          { type: 'step.next' },
        ];
      if (snapshot.matches({ Code: 'Editing' }))
        return [
          ...nextField<ResetField>(values, [
            ['verificationCode', '123456'],
            ['password', validPassword],
            ['confirmPassword', validPassword],
          ]),
          { type: 'step.next' },
          { type: 'step.back' },
          { type: 'code.resend' },
        ];
      return [];
    },
    actorOutputs: {
      sendResetCode: [{ success: true }, { success: false }],
      resendResetCode: [{ success: true }, { success: false }],
      updatePassword: [
        { success: true, message: 'Password updated' },
        { success: false, message: 'The code has expired' },
      ],
    },
    actorErrors: {
      sendResetCode: [rateLimited],
      resendResetCode: [rateLimited],
      updatePassword: [httpError(400, { message: 'Invalid verification code.' }), networkDown],
    },
    simplePaths: false,
    invariants: [
      {
        description: 'the wizard only succeeds after an update answered success',
        holds: (snapshot, step) =>
          !entered('Done', snapshot, step) ||
          (step.event.type === 'xstate.done.actor.updatePassword' &&
            (step.event as EventObject & { output: { success: boolean } }).output.success),
      },
      {
        description: 'the new password is only sent once the code step passes its rules',
        holds: (snapshot) =>
          !snapshot.matches({ Code: 'Updating' }) ||
          collectIssues(resetStepSchemas.code, snapshot.context.values).length === 0,
      },
    ],
  },
  sidebar: {
    inputs: [{ open: true }, { open: false }],
    events: [{ type: 'sidebar.toggle' }, { type: 'sidebar.close' }],
    invariants: [
      {
        description: 'the sidebar starts open on a wide screen and closed on a phone',
        holds: (snapshot, step) =>
          step.previous !== undefined ||
          snapshot.matches(snapshot.context.startsOpen ? 'Open' : 'Closed'),
      },
      {
        description: 'close never opens the sidebar; toggle always flips it',
        holds: (snapshot, { event, previous }) =>
          !previous ||
          (event.type === 'sidebar.close'
            ? snapshot.matches('Closed')
            : snapshot.matches('Open') === previous.matches('Closed')),
      },
    ],
  },

  scriptDetail: {
    inputs: [{ scriptName: 'EMA Crossover Pro' }],
    events: [{ type: 'detail.retry' }],
    actorOutputs: { loadDetails: [fullDetail, limitedDetail] },
    actorErrors: {
      loadDetails: [httpError(404), httpError(401), httpError(500), networkDown],
    },
    invariants: [
      {
        description:
          'the content link is present only in the full view, never in the limited (403) view',
        holds: (snapshot) =>
          (snapshot.context.script !== null && 'contentLink' in snapshot.context.script) ===
          snapshot.matches('Shown'),
      },
      {
        description: 'the limited view always carries the 403 warning and the public fields',
        holds: (snapshot) =>
          !snapshot.matches('Limited') ||
          (snapshot.context.script !== null && snapshot.context.message !== null),
      },
      {
        description: 'an error state never shows a script',
        holds: (snapshot) =>
          !snapshot.hasTag('error') ||
          (snapshot.context.script === null && snapshot.context.message !== null),
      },
    ],
  },

  customRequest: {
    inputs: [undefined],
    events: (snapshot) => {
      if (snapshot.matches('Closed')) return [{ type: 'dialog.open' }];
      if (snapshot.matches({ Open: 'Editing' }))
        return [
          ...nextField<CustomRequestField>(snapshot.context.values, customRequestSamples),
          { type: 'form.submit' },
          { type: 'dialog.close' },
        ];
      return [];
    },
    actorOutputs: { submitRequest: [{ success: true }, { success: false }] },
    actorErrors: { submitRequest: [httpError(401), httpError(500), networkDown] },
    simplePaths: false,
    invariants: [
      {
        description: 'the success message shows only after a success answer, with the form cleared',
        holds: (snapshot, step) =>
          !entered({ Closed: 'Announcing' }, snapshot, step) ||
          (step.event.type === 'xstate.done.actor.submitRequest' &&
            (step.event as EventObject & { output: { success: boolean } }).output.success &&
            Object.values(snapshot.context.values).every((value) => value === '')),
      },
      {
        description: 'the request is only sent once every field passes its rules',
        holds: (snapshot) =>
          !snapshot.matches({ Open: 'Submitting' }) ||
          collectIssues(CustomScriptRequestSchema, snapshot.context.values).length === 0,
      },
      {
        description: 'field problems and the failure message never show together',
        holds: ({ context }) => !(context.issues.length > 0 && context.errorMessage),
      },
    ],
  },
  contactForm: {
    inputs: [{}, { prefill: { firstName: 'Grace' } }],
    events: (snapshot) =>
      snapshot.matches('Editing')
        ? [
            ...nextField<ContactField>(snapshot.context.values, contactSamples),
            { type: 'form.submit' },
          ]
        : [],
    actorOutputs: { sendMessage: [{ success: true }, { success: false }] },
    actorErrors: {
      sendMessage: [
        httpError(429, { message: 'Too many requests, try again in 60 seconds' }),
        httpError(422, { errors: { emailAddress: 'The e-mail address is not valid' } }),
        httpError(500),
        networkDown,
      ],
    },
    simplePaths: false,
    invariants: [
      {
        description: 'a message is only sent once every field passes its rules',
        holds: (snapshot) =>
          !snapshot.matches('Submitting') ||
          collectIssues(SupportRequestSchema, snapshot.context.values).length === 0,
      },
      {
        description: 'the success sentence only after a success answer, with the message cleared',
        holds: (snapshot, step) =>
          !(
            snapshot.context.notice?.status === 'success' && step.previous?.matches('Submitting')
          ) ||
          (step.event.type === 'xstate.done.actor.sendMessage' &&
            (step.event as EventObject & { output: { success: boolean } }).output.success &&
            snapshot.context.values.reasonToContact === ''),
      },
      {
        description: 'field problems and a notice never show together',
        holds: ({ context }) => !(context.issues.length > 0 && context.notice),
      },
    ],
  },

  chat: {
    inputs: [undefined],
    // Two exchanges at most: every outcome of a reply, after every outcome of the one before.
    events: (snapshot) => [
      ...chatPrompts
        .filter((value) => value !== snapshot.context.input)
        .map((value) => ({ type: 'input.change', value })),
      ...(snapshot.context.messages.length < 4 ? [{ type: 'prompt.submit' }] : []),
    ],
    actorOutputs: {
      generateReply: [
        { kind: 'reply', content: 'Here is an EMA crossover script.' },
        { kind: 'empty' },
      ],
      // After a 403: the server no longer counts the person as Pro, or still does.
      refreshSession: [fresh, freshPro],
    },
    actorErrors: {
      generateReply: [httpError(500), networkDown, httpError(401), httpError(403)],
      refreshSession: [httpError(401), networkDown],
    },
    simplePaths: false,
    invariants: [
      {
        description: 'a blank prompt never adds a message',
        holds: (snapshot, { event, previous }) =>
          !(event.type === 'prompt.submit' && previous?.context.input.trim() === '') ||
          snapshot.context.messages.length === previous.context.messages.length,
      },
      {
        description: 'a prompt over the limit is never sent, nor cut: it stays in the input',
        holds: (snapshot, { event, previous }) =>
          !(previous && event.type === 'prompt.submit') ||
          previous.context.input.trim().length <= PROMPT_LIMIT ||
          (snapshot.context.messages.length === previous.context.messages.length &&
            snapshot.context.input === previous.context.input),
      },
      {
        description:
          'at most one bot placeholder is loading, and only while a prompt is with the server',
        holds: (snapshot) =>
          snapshot.status === 'done' ||
          snapshot.context.messages.filter((message: ChatMessage) => message.loading).length ===
            (snapshot.hasTag('busy') ? 1 : 0),
      },
      {
        description: "'Subscription Required' only when the refreshed session has no chat role",
        holds: (snapshot, step) =>
          !entered('SubscriptionRequired', snapshot, step) ||
          (step.event.type === 'xstate.done.actor.refreshSession' &&
            !mayUseChat(
              (step.event as EventObject & { output: SessionResponse }).output.user.roles,
            )),
      },
      {
        description: 'a prompt never starts while another is being answered',
        holds: (snapshot, { event, previous }) =>
          !(event.type === 'prompt.submit' && previous?.matches('Generating')) ||
          snapshot.context.messages.length === previous.context.messages.length,
      },
    ],
  },
  purchaseHistory: {
    inputs: [undefined],
    events: [
      { type: 'cancel.request' },
      { type: 'cancel.keep' },
      { type: 'cancel.confirm' },
      { type: 'refreshFailed.acknowledge' },
      { type: 'history.retry' },
    ],
    actorOutputs: {
      refreshOnOpen: [fresh],
      // Oldest first, as a server may send them: the machine sorts. The subscription purchase
      // with a live subscription, and with one already cancelled or ended.
      loadSettings: [
        { purchases: [scriptPurchase], subscription: noSubscription },
        ...[monthlyActive, monthlyCancelled, monthlyExpired].map((subscription) => ({
          purchases: [scriptPurchase, subscriptionPurchase],
          subscription,
        })),
      ],
      cancelSubscription: [
        { success: true, description: 'Your subscription is cancelled.' },
        { success: false, description: 'The subscription is already cancelled.' },
        { success: false, description: '' },
      ],
      refreshSession: [fresh],
    },
    actorErrors: {
      refreshOnOpen: [httpError(401), networkDown],
      loadSettings: [networkDown, httpError(401)],
      cancelSubscription: [httpError(500, { message: 'Stripe is unavailable' }), httpError(401)],
      refreshSession: [httpError(401)],
    },
    simplePaths: false,
    invariants: [
      {
        description:
          'cancel is offered only with a SUBSCRIPTION purchase and a live subscription not cancelled',
        holds: (snapshot) =>
          !(snapshot.matches('ConfirmingCancel') || snapshot.matches('Cancelling')) ||
          (snapshot.context.purchases.some((item: PurchaseItem) => item.type === 'SUBSCRIPTION') &&
            snapshot.context.subscription?.isSubscribed === true &&
            !isCancelled(snapshot.context.subscription)),
      },
      {
        description: 'opening the page refreshes the session before the first load',
        holds: (snapshot, step) =>
          !(entered('Loading', snapshot, step) && snapshot.context.purchases.length === 0) ||
          step.previous === undefined ||
          step.previous.matches('RefreshingOnOpen') ||
          step.previous.matches('LoadFailed'),
      },
      {
        description: 'the history is shown newest first',
        holds: ({ context }) =>
          context.purchases.every(
            (item: PurchaseItem, index: number) =>
              index === 0 || context.purchases[index - 1].createdDate >= item.createdDate,
          ),
      },
      {
        description: 'an error and a success notice never show together',
        holds: ({ context }) => !(context.error && context.notice),
      },
      {
        description: 'the session is refreshed only after a cancellation the server accepted',
        holds: (snapshot, step) =>
          !entered('RefreshingSession', snapshot, step) ||
          (step.event.type === 'xstate.done.actor.cancelSubscription' &&
            (step.event as EventObject & { output: { success: boolean } }).output.success),
      },
    ],
  },
  scriptStore: {
    inputs: [undefined],
    // Three pages at most: Next is not offered from page 3, so the cache stays small.
    events: (snapshot) => [
      { type: 'store.open' },
      ...(snapshot.context.page < 3 ? [{ type: 'page.next' }] : []),
      { type: 'page.previous' },
      { type: 'store.retry' },
      { type: 'store.refresh' },
    ],
    actorOutputs: { loadPage: [fullStorePage, lastStorePage] },
    actorErrors: { loadPage: [httpError(401), httpError(500), networkDown] },
    simplePaths: false,
    invariants: [
      {
        description: 'Previous is disabled on page 1',
        holds: (snapshot, { event, previous }) =>
          !(event.type === 'page.previous' && previous?.context.page === 1) ||
          (snapshot.context.page === 1 && snapshot.matches(previous.value)),
      },
      {
        description: 'Next is disabled when fewer than 10 scripts came back',
        holds: (snapshot, { event, previous }) =>
          !(
            event.type === 'page.next' &&
            previous &&
            (previous.context.pages[previous.context.page]?.length ?? 0) < STORE_PAGE_SIZE
          ) || snapshot.context.page === previous.context.page,
      },
      {
        description: 'a cached page is never fetched again',
        holds: (snapshot) =>
          !snapshot.matches('Loading') ||
          snapshot.context.pages[snapshot.context.page] === undefined,
      },
      {
        description: 'the page shown is always in the cache; a failure always carries its text',
        holds: (snapshot) =>
          (!snapshot.matches('Showing') ||
            snapshot.context.pages[snapshot.context.page] !== undefined) &&
          (!snapshot.matches('Failed') || snapshot.context.errorMessage !== null),
      },
    ],
  },
  subscription: {
    inputs: [{ refreshFirst: false }, { refreshFirst: true }],
    // Every request in every shown status, offered or not: the machine's guards, not the
    // screen, must keep each to its status (section 4).
    events: (snapshot) => {
      if (snapshot.matches('Shown'))
        return [
          { type: 'reinstate.request' },
          { type: 'upgrade.request' },
          { type: 'checkout.start', period: 'monthly' },
          { type: 'checkout.start', period: 'yearly' },
        ];
      if (snapshot.matches('ConfirmingUpgrade') || snapshot.matches('ConfirmingReinstate'))
        return [{ type: 'confirm.proceed' }, { type: 'confirm.dismiss' }];
      if (snapshot.matches('LoadFailed')) return [{ type: 'subscription.retry' }];
      if (snapshot.matches('RefreshFailed')) return [{ type: 'refreshFailed.acknowledge' }];
      return [];
    },
    actorOutputs: {
      loadSubscription: [monthlyActive, monthlyScheduled, monthlyCancelled, noSubscription].map(
        (info) => ({ info, config: paymentConfig }),
      ),
      refreshOnOpen: [fresh],
      refreshOnReturn: [fresh],
      refreshAfterAction: [fresh],
      upgrade: [
        { success: true, description: 'Upgraded to the annual plan.' },
        { success: false, description: 'Card declined.' },
      ],
      reinstate: [
        { success: true, description: 'Your subscription is reinstated.' },
        { success: false, description: 'The subscription has ended.' },
      ],
    },
    actorErrors: {
      loadSubscription: [networkDown, httpError(401)],
      refreshOnOpen: [httpError(401), networkDown],
      refreshOnReturn: [httpError(401)],
      refreshAfterAction: [httpError(401)],
      upgrade: [httpError(500), httpError(401)],
      reinstate: [httpError(500), httpError(401)],
    },
    simplePaths: false,
    invariants: [
      {
        description: 'Reinstate is offered (and confirmed, and sent) only when cancelled',
        holds: (snapshot) =>
          !(snapshot.matches('ConfirmingReinstate') || snapshot.matches('Reinstating')) ||
          isCancelled(snapshot.context.info),
      },
      {
        description: 'the upgrade only for a live monthly plan with no schedule',
        holds: (snapshot) =>
          !(snapshot.matches('ConfirmingUpgrade') || snapshot.matches('Upgrading')) ||
          mayUpgrade(snapshot.context.info),
      },
      {
        description: 'the token is refreshed after an action only when the server accepted it',
        holds: (snapshot, step) =>
          !entered('RefreshingAfterAction', snapshot, step) ||
          (/^xstate\.done\.actor\.(upgrade|reinstate)$/.test(step.event.type) &&
            (step.event as EventObject & { output: { success: boolean } }).output.success),
      },
      {
        description:
          'the token is refreshed before every load (on open, on return, after an action)',
        holds: (snapshot, step) =>
          !entered('Loading', snapshot, step) ||
          step.previous === undefined ||
          step.previous.matches('RefreshingOnOpen') ||
          step.previous.matches('RefreshingOnReturn') ||
          step.previous.matches('RefreshingAfterAction') ||
          step.previous.matches('LoadFailed'),
      },
      {
        description: 'returning from the checkout uses the spec refresh, not the one on open',
        holds: (snapshot) =>
          !(snapshot.context.refreshFirst && snapshot.matches('RefreshingOnOpen')),
      },
      {
        description: 'an error and a success notice never show together',
        holds: ({ context }) => !(context.error && context.notice),
      },
    ],
  },
};
