export const cookieBanner = {
  regionLabel: 'Cookie consent',
  text:
    'We use cookies and local storage to keep you signed in and to remember your preferences. ' +
    'By continuing to use this site you agree to our use of cookies.',
  privacyLinkLabel: 'Privacy Policy',
  allowLabel: 'Allow',
} as const;
