import { pagePaths } from '../services/contract';
import type { TitledPath } from '../services/page-registry';
import { BRAND_NAME } from './brand';

type PageMetaText = { title: string; description: string };

/**
 * Each page's title and search description (issue 9), by path. The public pages and the
 * account screens are indexed; the customer area is not and keeps its own titles.
 */
export const pageMeta = {
  [pagePaths.home]: {
    title: `${BRAND_NAME} · Remove emotions from your trading`,
    description: `${BRAND_NAME} reads your screen and clicks buy or sell like a human trader, at machine speed. Download the desktop tool, browse scripts and manage your subscription.`,
  },
  [pagePaths.installation]: {
    title: `Installation Guide · ${BRAND_NAME}`,
    description: `Install ${BRAND_NAME} on Windows in a few minutes: unzip, run the installer, sign in, and watch the video tutorial and version history.`,
  },
  [pagePaths.pricing]: {
    title: `Pricing · ${BRAND_NAME}`,
    description: `${BRAND_NAME} plans and prices: start with a free trial, then go Pro monthly or yearly, with your first month free for new customers.`,
  },
  [pagePaths.download]: {
    title: `Download · ${BRAND_NAME}`,
    description: `Download the ${BRAND_NAME} desktop installer for Windows, check the system requirements and follow the installation guide.`,
  },
  [pagePaths.contact]: {
    title: `Contact Us · ${BRAND_NAME}`,
    description: `Reach ${BRAND_NAME} support by email, see our support hours and social channels, and read the answers to frequent questions.`,
  },
  [pagePaths.about]: {
    title: `About Us · ${BRAND_NAME}`,
    description: `Who builds ${BRAND_NAME} and why: trade automation that runs on your own machine, with your scripts, honest pricing and people who answer.`,
  },
  [pagePaths.terms]: {
    title: `Terms and Conditions · ${BRAND_NAME}`,
    description: `The terms and conditions for using the ${BRAND_NAME} website, desktop tool, scripts and subscription.`,
  },
  [pagePaths.privacy]: {
    title: `Privacy Policy · ${BRAND_NAME}`,
    description: `How ${BRAND_NAME} collects, uses and protects your personal data, and the choices you have about it.`,
  },
  [pagePaths.login]: {
    title: `Customer Login · ${BRAND_NAME}`,
    description: `Sign in to your ${BRAND_NAME} account to reach your scripts, subscription, downloads and support.`,
  },
  [pagePaths.signup]: {
    title: `Create Account · ${BRAND_NAME}`,
    description: `Create your ${BRAND_NAME} account in three steps to start your free trial of screen-reading trade automation.`,
  },
  [pagePaths.resetPassword]: {
    title: `Reset Password · ${BRAND_NAME}`,
    description: `Forgot your ${BRAND_NAME} password? Get a code by email and choose a new one.`,
  },
} as const satisfies Record<TitledPath, PageMetaText>;

export type MetaPath = keyof typeof pageMeta;
