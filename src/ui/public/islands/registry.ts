import type { NamedIsland } from './island';

/**
 * Every island of the server-drawn pages by name (the one list of their names: `IslandName`),
 * each a chunk of its own that the browser loads only when a page holds that island and it
 * wakes (src/boot/start-islands.tsx).
 */
const loaders = {
  'mobile-nav': () => import('../mobile-nav').then((m) => m.MobileNav),
  'cookie-banner': () => import('../cookie-banner').then((m) => m.CookieBanner),
  'schedule-call': () =>
    import('../../components/schedule-call-button').then((m) => m.ScheduleCallButton),
  'rotating-word': () => import('../home/rotating-word').then((m) => m.RotatingWord),
  'promo-banner': () => import('../home/promo-banner').then((m) => m.PromoBanner),
  particles: () => import('../home/particle-background').then((m) => m.ParticleBackground),
  'feature-cards': () => import('../home/feature-cards').then((m) => m.FeatureCards),
  testimonials: () => import('../home/testimonials-carousel').then((m) => m.TestimonialsCarousel),
  'pricing-plans': () => import('../pricing/pricing-plans').then((m) => m.PricingPlans),
  'video-tutorial': () => import('../demo/video-tutorial').then((m) => m.VideoTutorial),
  'docs-button': () => import('../demo/docs-button').then((m) => m.DocsButton),
  'login-form': () => import('../../auth/login-form').then((m) => m.LoginForm),
};

/** The name an island is defined (`defineIsland`) and found by. */
export type IslandName = keyof typeof loaders;

/**
 * Each island by name, loaded as the island defined under that name (`defineIsland`): another
 * name is a type error here. The login form is loaded as its bare component, which names none.
 */
export const islandLoaders: {
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props (see island.tsx).
  [Name in IslandName]: () => Promise<NamedIsland<Name, any>>;
} = loaders;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandLoaders, name);
