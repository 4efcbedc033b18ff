/** Every machine of the product, for diagrams and generated path tests. */

export { contactFormMachine } from './contact-form.machine';
export { cookieBannerMachine } from './cookie-banner.machine';
export { customRequestMachine } from './custom-request.machine';
export { loginMachine } from './login.machine';
export { purchaseHistoryMachine } from './purchase-history.machine';
export { resendCooldownMachine } from './resend-cooldown.machine';
export { resetWizardMachine } from './reset-wizard.machine';
export { scriptDetailMachine } from './script-detail.machine';
export { scriptStoreMachine } from './script-store.machine';
export { sessionMachine } from './session.machine';
export { sidebarMachine } from './sidebar.machine';
export { signupWizardMachine } from './signup-wizard.machine';
export { subscriptionMachine } from './subscription.machine';
