import { BRAND_NAME } from './brand';

export const installGuide = {
  eyebrow: 'Installation',
  title: 'Installation Guide',
  intro:
    `Everything you need to get ${BRAND_NAME} running: download, install, annotate your first ` +
    'screen regions and start a script in simulation.',
  /**
   * For a visitor arriving from Free Download: the page starts the download itself, and offers
   * it again as a link (`text`, then `retryLink`, then `retryEnd`) should it not start.
   */
  greeting: {
    title: 'Thank you for downloading!',
    text: `Your download of ${BRAND_NAME} should start in a moment. If it does not, `,
    retryLink: 'download it here',
    retryEnd: '.',
    next: 'While it finishes, follow the steps below to install it.',
  },
  stepsTitle: 'Install in five steps',
  steps: [
    {
      title: 'Unzip the download',
      text: 'Open your Downloads folder, right-click the zip archive and choose “Extract All…”.',
    },
    {
      title: 'Run the installer',
      text:
        `Double-click the ${BRAND_NAME} setup file. If Windows SmartScreen asks, choose “More ` +
        'info”, then “Run anyway”.',
    },
    {
      title: 'Sign in',
      text:
        'Start the app and log in with your customer account. No account yet? Create one for ' +
        'free: the Trial plan needs no payment.',
    },
    {
      title: 'Annotate your screen',
      text:
        'Open your trading platform, then draw boxes around the signals to watch and the buy ' +
        'and sell buttons to click.',
    },
    {
      title: 'Start in simulation',
      text:
        'Load a script from the Script Store or write your own, run it on a simulated account, ' +
        'and go live when it behaves as you expect.',
    },
  ],
  video: {
    title: 'Watch the setup tutorial',
    text: 'A ten-minute walkthrough from download to the first simulated trade.',
    openLabel: 'Play the setup tutorial video',
    dialogTitle: `${BRAND_NAME} setup tutorial`,
    closeLabel: 'Close video',
    iframeTitle: `${BRAND_NAME} setup tutorial (YouTube video)`,
    /** Shown instead of the player when the embed cannot load or play here. */
    unavailable: 'The video cannot be played here.',
    watchElsewhere: 'Watch on YouTube',
    /** How long the player may take to answer once its frame has loaded, and at most in all. */
    playerAnswerMs: 4000,
    playerLoadMs: 15_000,
    duration: '10:24',
  },
  help: {
    title: 'Need more help?',
    text: 'Read the full documentation or book a free 1-on-1 onboarding call with our team.',
    documentationLabel: 'Official Documentation',
    redirecting: (seconds: number) => `Redirecting in ${seconds}...`,
    /** The documentation button counts down this many seconds first (spec section 9). */
    countdownSeconds: 5,
    scheduleLabel: 'Schedule a 1-on-1 Call',
  },
  requirements: {
    title: 'System requirements',
    items: [
      'Windows 10 or 11 (64-bit); on a Mac, a Windows virtual machine',
      '4 GB of memory and a dual-core processor',
      'A screen resolution of at least 1280 × 720',
      'Your trading platform installed or open in a browser',
    ],
  },
} as const;
