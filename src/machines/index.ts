/** Every machine of the product, for diagrams and generated path tests. */
export { cookieBannerMachine } from './cookie-banner.machine';
export { loginMachine } from './login.machine';
export { resendCooldownMachine } from './resend-cooldown.machine';
export { resetWizardMachine } from './reset-wizard.machine';
export { sessionMachine } from './session.machine';
export { signupWizardMachine } from './signup-wizard.machine';
