import { BRAND_NAME } from './brand';

export type FeatureCard = {
  id: string;
  icon: 'simulation' | 'secured' | 'learning';
  title: string;
  content: string;
  highlights: string[];
};

export const featuresSection = {
  eyebrow: `Why ${BRAND_NAME}`,
  title: 'Built for traders who want discipline, not more screens',
  text: 'Pick a card to see what it means for your day.',
} as const;

/** The three selectable feature cards of the home page (spec section 1). */
export const featureCards: FeatureCard[] = [
  {
    id: 'simulation',
    icon: 'simulation',
    title: 'Real-world simulation',
    content:
      'Rehearse every script on a simulated account first: the same screen, the same signals, ' +
      'no money at risk.',
    highlights: [
      'Replays the exact clicks a live run would make',
      'Works on your platform’s own paper-trading account',
      'Switch to live with one toggle when you are confident',
    ],
  },
  {
    id: 'secured',
    icon: 'secured',
    title: '100% Secured',
    content:
      'Your scripts stay local. They run on your computer and never leave it: no broker ' +
      'passwords or API keys are shared with us.',
    highlights: [
      'Scripts are stored and executed on your own machine',
      'No broker credentials, no API keys, no cloud copy',
      'Reads the screen like you do: nothing to connect',
    ],
  },
  {
    id: 'learning',
    icon: 'learning',
    title: 'Smooth Learning Curve',
    content:
      'Draw a box around a signal, choose buy or sell, press start. Ready-made scripts and the ' +
      'AI Scriptwriter cover the rest.',
    highlights: [
      'Point-and-click screen regions with resize handles',
      'Ready-made scripts in the Script Store',
      'Step-by-step guide, documentation and 1-on-1 calls',
    ],
  },
];
