import type { MachineName } from '../../../src/machines';
import { adminCustomerModel } from './admin-customer';
import { adminListModel } from './admin-list';
import { adminOverviewModel } from './admin-overview';
import { adminReleasesModel } from './admin-releases';
import { adminRequestWorkflowModel } from './admin-request-workflow';
import { adminScriptFormModel } from './admin-script-form';
import { adminSupportThreadModel } from './admin-support-thread';
import { authenticatorAppModel } from './authenticator-app';
import { carouselModel } from './carousel';
import { chatModel } from './chat';
import { closeAccountModel } from './close-account';
import { confirmedActionModel } from './confirmed-action';
import { contactFormModel } from './contact-form';
import { cookieBannerModel } from './cookie-banner';
import { copyConfirmationModel } from './copy-confirmation';
import { customRequestModel } from './custom-request';
import { dataExportModel } from './data-export';
import { deviceActivationModel } from './device-activation';
import { devicesModel } from './devices';
import { docsCountdownModel } from './docs-countdown';
import { emailChangeModel } from './email-change';
import { emergencyStopModel } from './emergency-stop';
import { heroWordsModel } from './hero-words';
import { loginModel } from './login';
import { myRequestsModel } from './my-requests';
import { particleBackgroundModel } from './particle-background';
import { passkeysModel } from './passkeys';
import { passwordChangeModel } from './password-change';
import type { PathModel } from './path-model';
import { paymentBannerModel } from './payment-banner';
import { portalLinkModel } from './portal-link';
import { purchaseHistoryModel } from './purchase-history';
import { releaseFormModel } from './release-form';
import { releaseRolloutModel } from './release-rollout';
import { resendCooldownModel } from './resend-cooldown';
import { resetWizardModel } from './reset-wizard';
import { scriptDetailModel } from './script-detail';
import { scriptStoreModel } from './script-store';
import { securitySessionsModel } from './security-sessions';
import { sessionModel } from './session';
import { sidebarModel } from './sidebar';
import { signupWizardModel } from './signup-wizard';
import { subscriptionModel } from './subscription';
import { videoEmbedModel } from './video-embed';

/** Machines without a model yet show as todo in the path tests and fail the coverage report. */
export const pathModels: Partial<Record<MachineName, PathModel>> = {
  cookieBanner: cookieBannerModel,
  heroWords: heroWordsModel,
  copyConfirmation: copyConfirmationModel,
  particleBackground: particleBackgroundModel,
  carousel: carouselModel,
  docsCountdown: docsCountdownModel,
  videoEmbed: videoEmbedModel,
  resendCooldown: resendCooldownModel,
  session: sessionModel,
  login: loginModel,
  signupWizard: signupWizardModel,
  resetWizard: resetWizardModel,
  sidebar: sidebarModel,
  scriptDetail: scriptDetailModel,
  customRequest: customRequestModel,
  contactForm: contactFormModel,
  chat: chatModel,
  purchaseHistory: purchaseHistoryModel,
  scriptStore: scriptStoreModel,
  subscription: subscriptionModel,
  adminCustomer: adminCustomerModel,
  myRequests: myRequestsModel,
  adminRequestWorkflow: adminRequestWorkflowModel,
  adminSupportThread: adminSupportThreadModel,
  adminList: adminListModel,
  confirmedAction: confirmedActionModel,
  adminOverview: adminOverviewModel,
  adminScriptForm: adminScriptFormModel,
  deviceActivation: deviceActivationModel,
  devices: devicesModel,
  emergencyStop: emergencyStopModel,
  adminReleases: adminReleasesModel,
  releaseForm: releaseFormModel,
  releaseRollout: releaseRolloutModel,
  securitySessions: securitySessionsModel,
  authenticatorApp: authenticatorAppModel,
  passkeys: passkeysModel,
  passwordChange: passwordChangeModel,
  emailChange: emailChangeModel,
  dataExport: dataExportModel,
  closeAccount: closeAccountModel,
  paymentBanner: paymentBannerModel,
  portalLink: portalLinkModel,
};
