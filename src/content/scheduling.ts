/**
 * The scheduling popup: its texts, and the embed parameters of the provider's page it frames
 * (spec section 3): prefill, utm fields and page colours. Colours are hex without '#', as the
 * scheduling provider expects them. The page itself is the `scheduling` link
 * (src/content/links.ts); a signed-in customer's name and e-mail are added to the prefill.
 */
export const scheduling = {
  prefill: {
    customAnswers: { a1: 'I would like a walkthrough of the desktop tool.' },
  },
  utm: {
    utmSource: 'website',
    utmMedium: 'public-site',
    utmCampaign: 'onboarding-call',
  },
  pageSettings: {
    backgroundColor: '0b1226',
    textColor: 'e2e8f0',
    primaryColor: '2dd4bf',
    hideGdprBanner: true,
    hideEventTypeDetails: false,
    hideLandingPageDetails: false,
  },
  dialogTitle: 'Book a call with our team',
  closeLabel: 'Close scheduling',
  iframeTitle: 'Schedule a call with our team',
} as const;
