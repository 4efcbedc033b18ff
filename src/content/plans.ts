import { pagePaths } from '../services/page-paths';
import { PRO_PRICE_USD } from '../services/site-facts';
import { BRAND_NAME } from './brand';

export type BillingPeriod = 'monthly' | 'yearly';
export type PlanId = 'trial' | 'pro';

export type Plan = {
  id: PlanId;
  name: string;
  level: 'starter' | 'pro';
  popular: boolean;
  description: string;
  /** Prices in US dollars (spec section 9). */
  price: Record<BillingPeriod, number>;
  cta: { label: string; href: string };
};

export type FeatureRow = {
  name: string;
  /** What each plan gets: a text, or true / false for included / not included. */
  values: Record<PlanId, string | boolean>;
};

export const pricingPage = {
  title: 'Pricing',
  heading: 'Simple pricing, no surprises',
  intro:
    `Start with the free Trial and move to Pro when ${BRAND_NAME} earns its place on your desk. ` +
    'Cancel at any time.',
  periodLabel: 'Billing period',
  periods: [
    { value: 'monthly', label: 'Monthly' },
    { value: 'yearly', label: 'Yearly' },
  ] satisfies { value: BillingPeriod; label: string }[],
  yearlyHint: 'Two months free with yearly billing',
  perPeriod: { monthly: '/month', yearly: '/year' } satisfies Record<BillingPeriod, string>,
  currency: 'USD',
  popularBadge: 'Most popular',
  choosePlan: 'Choose a plan',
  /** Said after the chosen plan's button, for screen readers. */
  chosenPlan: (name: string) => ` (${name} plan)`,
  included: 'Included',
  notIncluded: 'Not included',
  getStarted: {
    title: 'Ready when you are',
    text: 'Create your account, then pick or change your plan at any time in your customer area.',
    label: 'Get started',
    href: pagePaths.customer.accounts,
  },
  promoNote: 'New customers: use code {code} at checkout for a free first month.',
} as const;

/** Spec section 3: Pro, popular, 30 a month or 300 a year; the Account Dashboard sells it. */
export const proPlan: Plan = {
  id: 'pro',
  name: 'Pro',
  level: 'pro',
  popular: true,
  description: 'Unlimited automation, the Script Store, the AI Scriptwriter and support.',
  price: { monthly: PRO_PRICE_USD.MONTHLY, yearly: PRO_PRICE_USD.YEARLY },
  cta: { label: 'Subscribe Now', href: pagePaths.customer.accounts },
};

/** Spec section 3: Trial (starter, free) and Pro. */
export const plans: Plan[] = [
  {
    id: 'trial',
    name: 'Trial',
    level: 'starter',
    popular: false,
    description: 'Try every feature of the desktop tool for an hour a day.',
    price: { monthly: 0, yearly: 0 },
    cta: { label: 'Download Now', href: pagePaths.download },
  },
  proPlan,
];

/** A plan's price in whole dollars ('$30'). */
export const formatPlanPrice = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: pricingPage.currency,
    maximumFractionDigits: 0,
  }).format(amount);

/** The feature rows of spec section 3, per plan. */
export const featureRows: FeatureRow[] = [
  { name: 'Run Time', values: { trial: '1 hour daily', pro: 'Unlimited' } },
  { name: 'Access to All Features', values: { trial: true, pro: true } },
  { name: 'Access to Store Marketplace', values: { trial: false, pro: true } },
  { name: 'Request custom script', values: { trial: false, pro: true } },
  { name: 'Tech Support', values: { trial: false, pro: true } },
  { name: 'AI Scriptwriter', values: { trial: false, pro: true } },
];
