/** /customer/security (issue 35): the account's password, e-mail, sign-ins and data. */
export const securityPage = {
  title: 'Security',
  subtitle: 'Your password, your e-mail address, where you are signed in, and your data.',
  password: {
    title: 'Password',
    description:
      'Change it with your current one. Every other browser is signed out; your linked desktops stay signed in. We mail you a notice.',
  },
  email: {
    title: 'E-mail address',
    description: 'Change it with a code we send to the new address. The old address gets a notice.',
  },
  sessions: {
    title: "Where you're signed in",
    description:
      'Every browser and desktop signed in with this account. Sign out one you do not know, or all but this one.',
  },
  data: {
    title: 'Your data',
    description:
      'Download everything we hold about you as one file, or close your account for good.',
  },
} as const;
