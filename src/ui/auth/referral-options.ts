/** Answers to 'How did you hear about us?' (the register request's referrerDetails). */
export const referralOptions = [
  'Search engine',
  'YouTube',
  'Social media',
  'A friend or colleague',
  'Trading forum or community',
  'ChatGPT or another AI assistant',
  'Other',
] as const;
