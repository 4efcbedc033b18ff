import type { AnyStateMachine } from 'xstate';
import { carouselMachine } from './carousel/machine';
import { chatMachine } from './chat/machine';
import { contactFormMachine } from './contact-form/machine';
import { cookieBannerMachine } from './cookie-banner/machine';
import { copyConfirmationMachine } from './copy-confirmation/machine';
import { customRequestMachine } from './custom-request/machine';
import { docsCountdownMachine } from './docs-countdown/machine';
import { heroWordsMachine } from './hero-words/machine';
import { loginMachine } from './login/machine';
import { particleBackgroundMachine } from './particle-background/machine';
import { purchaseHistoryMachine } from './purchase-history/machine';
import { resendCooldownMachine } from './resend-cooldown/machine';
import { resetWizardMachine } from './reset-wizard/machine';
import { scriptDetailMachine } from './script-detail/machine';
import { scriptStoreMachine } from './script-store/machine';
import { sessionMachine } from './session/machine';
import { sidebarMachine } from './sidebar/machine';
import { signupWizardMachine } from './signup-wizard/machine';
import { subscriptionMachine } from './subscription/machine';
import { videoEmbedMachine } from './video-embed/machine';

export type MachineEntry = {
  machine: AnyStateMachine;
  /** What the flow is for, in a sentence a product owner can read. */
  description: string;
};

/**
 * Every machine of the product. Diagrams (`npm run machines:docs`) and path-coverage tests
 * (`npm run test:paths`) are generated from this list, so a machine missing here is missing
 * from both: add each new machine.
 */
export const machineRegistry = {
  cookieBanner: {
    machine: cookieBannerMachine,
    description:
      'The cookie banner of the public site: shown until the visitor clicks Allow, then never again on this browser.',
  },
  heroWords: {
    machine: heroWordsMachine,
    description:
      "The AI-agent hero's rotating word: Future, Stocks, Crypto, Option, Forex, a new one every 2 seconds, wrapping after the last.",
  },
  copyConfirmation: {
    machine: copyConfirmationMachine,
    description:
      'Copying a text to the clipboard (the promo code, a script from the AI chat; no server call), then confirming it for 2 seconds, or saying the copy failed.',
  },
  particleBackground: {
    machine: particleBackgroundMachine,
    description:
      "The home page's particle field: loaded after the first paint, shown once its engine is ready and faded in over 1 second; off for reduced motion or when loading fails.",
  },
  carousel: {
    machine: carouselMachine,
    description:
      'The testimonials carousel: scrolls 1 px per frame, pauses while dragged, resumes 1 second after release and loops; starts paused for reduced motion.',
  },
  docsCountdown: {
    machine: docsCountdownMachine,
    description:
      "The 'Official Documentation' button: 'Redirecting in N...' from 5 to 0, then the documentation opens in a new tab and the count resets to 5.",
  },
  videoEmbed: {
    machine: videoEmbedMachine,
    description:
      "The tutorial video's player: once its frame loads, the player has 4 seconds to say it is there (15 in all); when it does not, or says it cannot play, a plain 'Watch on YouTube' link takes its place.",
  },
  session: {
    machine: sessionMachine,
    description:
      'The signed-in session: restored from storage at start, ended at its expiry, on sign-out or on a 401 from any signed-in call (with the logged-out notice and a move to /login), refreshed once at a time when a page asks, and kept in step across browser tabs.',
  },
  login: {
    machine: loginMachine,
    description:
      'The login form: checks the fields, sends the credentials, starts the session and goes to /customer, or shows the error the spec gives for each failure.',
  },
  signupWizard: {
    machine: signupWizardMachine,
    description:
      'The three-step sign-up: a free e-mail, then name, password, referral and terms ending with an e-mailed code, then the code checked with the server before registering.',
  },
  resendCooldown: {
    machine: resendCooldownMachine,
    description:
      'The 60-second wait after a code is sent, counting down "Resend available in Ns" before the code can be sent again.',
  },
  resetWizard: {
    machine: resetWizardMachine,
    description:
      'The two-step password reset: the e-mail receives a code, then the code and a new password; success shows a message and goes to /login after 1.5 s.',
  },
  sidebar: {
    machine: sidebarMachine,
    description:
      'The customer sidebar: open or closed, toggled by the customer; open on a wide screen and closed on a phone, where the open sidebar covers the page.',
  },
  scriptStore: {
    machine: scriptStoreMachine,
    description:
      'The script store grid: pages of 10 with Previous and Next, a cache of the pages already seen (never fetched again), and the loading and failure texts.',
  },
  scriptDetail: {
    machine: scriptDetailMachine,
    description:
      "A script's detail view: loading, then shown with its content link, or the limited view on a 403 offering 'Purchase Script'; 404 and other failures with their messages.",
  },
  customRequest: {
    machine: customRequestMachine,
    description:
      "The 'Request Custom Script' dialog: open, submitting with the button disabled, then it closes, clears the form and shows the success message for 3 seconds; or the failure message.",
  },
  contactForm: {
    machine: contactFormMachine,
    description:
      "The 'Contact Us Directly' form: field rules with the spec's messages, submit blocked while sending, then the success or failure message.",
  },
  chat: {
    machine: chatMachine,
    description:
      "The Pro AI chat: a prompt adds the user's message and a loading reply, which becomes the assistant's answer, 'No response from API.' when it has no content, or 'Failed to generate response, please retry...' on error; blank prompts are ignored and prompts over the limit refused whole; a 403 refreshes the session once and, when Pro has ended, shows 'Subscription Required'.",
  },
  subscription: {
    machine: subscriptionMachine,
    description:
      "The Account Dashboard's subscription: refreshes the session, loads once, offers Reinstate, Schedule Info or the annual upgrade by status, confirms each action, then refreshes the session token and reloads; a failed refresh asks the customer to log in again.",
  },
  purchaseHistory: {
    machine: purchaseHistoryMachine,
    description:
      'Settings: refreshes the session, loads the purchase history (newest first) and, while it holds a live subscription not yet cancelled, cancels it after the confirmation, with the failure messages of the spec.',
  },
} satisfies Record<string, MachineEntry>;

export type MachineName = keyof typeof machineRegistry;
