export type Testimonial = {
  author: {
    name: string;
    /** A US state, as the spec asks (section 1). */
    handle: string;
    location: string;
    /** Initials shown in the avatar and the colour palette behind them. */
    avatar: { initials: string; palette: 'teal' | 'cyan' | 'blue' | 'purple' | 'orange' | 'green' };
  };
  text: string;
};

export const testimonialsSection = {
  eyebrow: 'Testimonials',
  title: 'Trusted by Algo-Traders',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
} as const;

/** The six testimonials of spec section 1; one claims execution under 100 ms. */
export const testimonials: Testimonial[] = [
  {
    author: {
      name: 'Marcus Reed',
      handle: 'Texas',
      location: 'Austin, TX',
      avatar: { initials: 'MR', palette: 'teal' },
    },
    text:
      'I clocked it: from the signal turning green to my order filling, execution was under ' +
      '100 ms. I could never click that fast, and I never hesitate any more.',
  },
  {
    author: {
      name: 'Elena Park',
      handle: 'California',
      location: 'San Diego, CA',
      avatar: { initials: 'EP', palette: 'purple' },
    },
    text:
      'I trade ES futures on NinjaTrader. Setting up the screen regions took ten minutes and ' +
      'my rules now run exactly as written, even when I step away.',
  },
  {
    author: {
      name: 'Jamal Carter',
      handle: 'Georgia',
      location: 'Atlanta, GA',
      avatar: { initials: 'JC', palette: 'orange' },
    },
    text:
      'The simulation mode sold me. I ran my crypto script on paper for two weeks, fixed two ' +
      'edge cases, then went live without surprises.',
  },
  {
    author: {
      name: 'Sarah Lindqvist',
      handle: 'Minnesota',
      location: 'Minneapolis, MN',
      avatar: { initials: 'SL', palette: 'blue' },
    },
    text:
      'My scripts stay on my own computer and I never had to hand over a broker password. ' +
      'That was the deal-breaker with every other tool.',
  },
  {
    author: {
      name: 'Diego Alvarez',
      handle: 'Florida',
      location: 'Miami, FL',
      avatar: { initials: 'DA', palette: 'green' },
    },
    text:
      'I described my TradingView strategy to the AI Scriptwriter in plain English and had a ' +
      'working script the same evening. Support answered every question.',
  },
  {
    author: {
      name: 'Priya Natarajan',
      handle: 'New Jersey',
      location: 'Jersey City, NJ',
      avatar: { initials: 'PN', palette: 'cyan' },
    },
    text:
      'Options scalping used to be all nerves. Now the plan is in the script and the emotions ' +
      'are out of the equation. My journal has never looked this boring, in a good way.',
  },
];

/** The carousel's motion (spec section 9). */
export const carouselMotion = {
  /** Distance from one card to the next: card width plus the gap. */
  cardStepPx: 404,
  /** On narrow screens the cards are narrower, so the step is too. */
  compactCardStepPx: 324,
  pxPerFrame: 1,
  resumeAfterMs: 1000,
  /** The list appears three times (drawn once, copied twice) so the loop never shows an edge. */
  copies: 3,
} as const;
