/**
 * Copy of /login and /register. The spec shows both as empty placeholders and says no sign-in exists, so they say
 * so honestly and point to what works today instead of showing a form that cannot succeed.
 */

export interface AccountPlaceholderCopy {
  metaTitle: string;
  metaDescription: string;
  title: string;
  subtitle: string;
  body: string;
  links: { label: string; to: string }[];
  callLabel: string;
}

const shared = {
  subtitle: 'Online accounts are coming soon.',
  body:
    'You do not need an account to work with us. Call {phone}, e-mail {email}, or use the online forms below: ' +
    'every request is reviewed by a licensed agent.',
  links: [
    { label: 'Get a Free Quote', to: '/quote' },
    { label: 'Request a Policy Change', to: '/policy-change' },
    { label: 'Make a Payment', to: '/services/make-payment' },
    { label: 'File a Claim', to: '/services/make-claim' },
    { label: 'Contact Us', to: '/contact' },
  ],
  callLabel: 'Call {phone}',
} satisfies Partial<AccountPlaceholderCopy>;

export const accountPlaceholders: Record<'login' | 'register', AccountPlaceholderCopy> = {
  login: {
    ...shared,
    metaTitle: 'Sign In',
    metaDescription: 'Online accounts at {agency} are coming soon. Call us or use our online forms in the meantime.',
    title: 'Sign In',
  },
  register: {
    ...shared,
    metaTitle: 'Create an Account',
    metaDescription: 'Online accounts at {agency} are coming soon. Call us or use our online forms in the meantime.',
    title: 'Create an Account',
  },
};
