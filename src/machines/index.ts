import type { AnyStateMachine } from 'xstate';
import { adminCustomerMachine } from './admin-customer/machine';
import { adminListMachine } from './admin-list/machine';
import { adminOverviewMachine } from './admin-overview/machine';
import { adminReleasesMachine } from './admin-releases/machine';
import { adminRequestWorkflowMachine } from './admin-request-workflow/machine';
import { adminScriptFormMachine } from './admin-script-form/machine';
import { adminSupportThreadMachine } from './admin-support-thread/machine';
import { authenticatorMachine } from './authenticator-app/machine';
import { carouselMachine } from './carousel/machine';
import { chatMachine } from './chat/machine';
import { closeAccountMachine } from './close-account/machine';
import { confirmedActionMachine } from './confirmed-action/machine';
import { contactFormMachine } from './contact-form/machine';
import { cookieBannerMachine } from './cookie-banner/machine';
import { copyConfirmationMachine } from './copy-confirmation/machine';
import { customRequestMachine } from './custom-request/machine';
import { dataExportMachine } from './data-export/machine';
import { deviceActivationMachine } from './device-activation/machine';
import { devicesMachine } from './devices/machine';
import { docsCountdownMachine } from './docs-countdown/machine';
import { emailChangeMachine } from './email-change/machine';
import { emergencyStopMachine } from './emergency-stop/machine';
import { heroWordsMachine } from './hero-words/machine';
import { loginMachine } from './login/machine';
import { myRequestsMachine } from './my-requests/machine';
import { particleBackgroundMachine } from './particle-background/machine';
import { passkeysMachine } from './passkeys/machine';
import { passwordChangeMachine } from './password-change/machine';
import { paymentBannerMachine } from './payment-banner/machine';
import { portalLinkMachine } from './portal-link/machine';
import { purchaseHistoryMachine } from './purchase-history/machine';
import { releaseFormMachine } from './release-form/machine';
import { releaseRolloutMachine } from './release-rollout/machine';
import { resendCooldownMachine } from './resend-cooldown/machine';
import { resetWizardMachine } from './reset-wizard/machine';
import { scriptDetailMachine } from './script-detail/machine';
import { scriptStoreMachine } from './script-store/machine';
import { securitySessionsMachine } from './security-sessions/machine';
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
      'The signed-in session: restored from storage at start, ended at its expiry, on sign-out or on a 401 from any signed-in call (with the logged-out notice and a move to /login), refreshed once at a time when a page asks (and again at start when a reload lost the answer of one), and kept in step across browser tabs.',
  },
  login: {
    machine: loginMachine,
    description:
      'The login form: checks the fields, sends the credentials, starts the session and goes to /customer, or shows the error the spec gives for each failure; for an account with a second factor, asks for a code from the app or a recovery code until the ticket ends; or signs in with a passkey, from its button or the browser autofill, both factors at once.',
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
      'Settings: refreshes the session, loads the newest page of the purchase history and older pages on demand and, while it holds a live subscription not yet cancelled, cancels it after the confirmation, with the failure messages of the spec.',
  },
  adminCustomer: {
    machine: adminCustomerMachine,
    description:
      "A customer's page in the operator console: loading, then shown (each action's answer replaces it in place); not found, or failed with a retry; a 401 ends the session.",
  },
  adminRequestWorkflow: {
    machine: adminRequestWorkflowMachine,
    description:
      "A custom request in the operator console: loaded with its history, then moved step by step (new, in review, quoted with a price, in progress, delivered with a script, closed; or declined with a reason), offering only the steps its status allows; each step's dialog checks its fields before the call, and a refusal (409) reloads the request with the server's reason.",
  },
  adminSupportThread: {
    machine: adminSupportThreadMachine,
    description:
      'A support message in the operator console: loaded with its thread; a reply is checked, sent by e-mail and added to the thread (the message becomes answered); the message is closed, or reopened when closed, and takes no reply while closed.',
  },
  adminList: {
    machine: adminListMachine,
    description:
      'A table of the operator console: a page of rows for its search, sort and page, loaded again when any of them changes (a search once typing pauses), the latest query winning; a failure offers to try again.',
  },
  confirmedAction: {
    machine: confirmedActionMachine,
    description:
      "An operator's action on someone else's account or data (lock, grant, publish): asked for, confirmed in a dialog, run once, and on failure the dialog shows why and can try again or cancel.",
  },
  adminOverview: {
    machine: adminOverviewMachine,
    description:
      "The operator console's overview: loads the figures and the 30 days' chart, shows them, and reloads on request; a failure offers a retry.",
  },
  adminScriptForm: {
    machine: adminScriptFormMachine,
    description:
      "The console's script editor: loads a stored script, then edits it (dirty while it differs from the saved one); a submit is validated by the contract's rules, saved (created unpublished, then updated) and ends saved or failed with the server's field messages; a picture uploads while editing.",
  },
  deviceActivation: {
    machine: deviceActivationMachine,
    description:
      "Approving a desktop tool's sign-in: the user code (from the tool's link or typed, normalised to XXXX-XXXX) is looked up, the device shown, then approved or denied; past the plan's device limit it asks to sign out a device first; an unknown or expired code returns to the code entry with its message.",
  },
  devices: {
    machine: devicesMachine,
    description:
      "The customer's devices: loads the signed-in desktop tools with the plan's device limit and what they are entitled to, and loads them again after one is signed out (a confirmed action); a failed load offers a retry.",
  },
  emergencyStop: {
    machine: emergencyStopMachine,
    description:
      "The customer's emergency stop: reads whether trading is stopped on their desktop devices, then 'Stop trading on all devices' or 'Resume trading', each confirmed in a dialog and run once; the server's answer decides what is shown, a failure keeps the dialog open with its reason.",
  },
  adminReleases: {
    machine: adminReleasesMachine,
    description:
      "The console's releases: every desktop version with its state, channel, files and downloads, loaded again after a publish or a withdrawal (confirmed actions) and after a saved draft, which it announces; a failed load offers a retry.",
  },
  releaseRollout: {
    machine: releaseRolloutMachine,
    description:
      "A staged-rollout change on the console's Releases page (issue 36): raise or set a release's rollout percentage, halt it, yank it with a reason, or set the minimum supported version; the dialog checks its value first (a share only ever raised, a reason of a few words, a version), then runs the change once; a refusal keeps the dialog open with the server's reason.",
  },
  releaseForm: {
    machine: releaseFormMachine,
    description:
      "The console's 'New release' form: version, date, channel, notes by tag and an installer file per platform, checked, then uploaded as a draft; the server's refusal shows in the form.",
  },
  myRequests: {
    machine: myRequestsMachine,
    description:
      "The store's 'My requests': opened beside 'Request Custom Script', it loads the customer's own custom requests fresh each time, with their statuses and delivered scripts, or a failure with retry.",
  },
  securitySessions: {
    machine: securitySessionsMachine,
    description:
      "The Security page's list of where the account is signed in: its browsers and desktops, one signed out or all but this browser, then the list read again.",
  },
  authenticatorApp: {
    machine: authenticatorMachine,
    description:
      "The Security page's authenticator app: set up with a key and its QR code, confirmed by a code, the recovery codes shown once, made anew with a code, and turned off with the password and a code.",
  },
  passkeys: {
    machine: passkeysMachine,
    description:
      "The Security page's passkeys: listed with when each was added and last used; one added with a name and the password, then the browser's own prompt; renamed; removed after a confirmation with the password.",
  },
  passwordChange: {
    machine: passwordChangeMachine,
    description:
      'Changing the password on the Security page: the current one and a new one by the rules, then the other browsers are signed out, or the reason it was refused.',
  },
  emailChange: {
    machine: emailChangeMachine,
    description:
      'Changing the e-mail address on the Security page: the new address and the password get a code mailed there, then the code (with resend) changes it.',
  },
  dataExport: {
    machine: dataExportMachine,
    description:
      "'Download my data': everything held about the customer, saved as one JSON file, or why it could not be.",
  },
  closeAccount: {
    machine: closeAccountMachine,
    description:
      "'Close my account': confirmed in a dialog with the password (and the second factor's code when asked), then the browser signs out.",
  },
  paymentBanner: {
    machine: paymentBannerMachine,
    description:
      "The banner over every signed-in customer page (issue 37): a failed payment (what failed, until when Pro is kept) or an unpaid one, with 'Update card' (a portal link); thanks once a payment went through after failing, until dismissed.",
  },
  portalLink: {
    machine: portalLinkMachine,
    description:
      "A button to the card and invoices page (issue 37: 'Update card', 'Payment method and invoices'): the server makes Stripe's Customer Portal session, back to this page, and the browser leaves for it; a refusal or a failed call says why, and it can be pressed again.",
  },
} satisfies Record<string, MachineEntry>;

export type MachineName = keyof typeof machineRegistry;
