import type { LegalText, TextSection } from './types.ts';

export const PRIVACY_UPDATED = '2024-07-11';

export const PRIVACY_SECTIONS: readonly TextSection[] = [
  {
    id: 'summary',
    title: /*i18n*/ 'The short version',
    paragraphs: [
      /*i18n*/ 'We collect only what we need to run a local marketplace: your account details, the business profiles you choose to publish, and basic information about how the site is used. We do not sell your personal information, and we do not show third-party advertising.',
    ],
  },
  {
    id: 'what-we-collect',
    title: /*i18n*/ 'What we collect',
    paragraphs: [/*i18n*/ 'Depending on how you use Locals Market, we may collect:'],
    list: [
      /*i18n*/ 'Account details: your email address, username and password (stored only as a secure hash).',
      /*i18n*/ 'Profile details you add: first and last name, birthday and ZIP code.',
      /*i18n*/ 'Business details you publish: name, story, photos, prices, location and contact links.',
      /*i18n*/ 'Waitlist details: email, business name, owner name, what you sell and ZIP code.',
      /*i18n*/ 'Favorites you save, and a count of visits to each business page (not who visited).',
      /*i18n*/ 'Technical data such as your IP address and browser, kept in short-lived security logs.',
    ],
  },
  {
    id: 'how-we-use',
    title: /*i18n*/ 'How we use it',
    paragraphs: [
      /*i18n*/ 'We use your information to run your account, show the businesses you publish, place businesses in the right state and region, keep the site secure (for example by limiting repeated sign-in attempts), send you the emails you ask for — confirmations, sign-in links and password resets — and tell waitlist members when their state goes live.',
    ],
  },
  {
    id: 'what-is-public',
    title: /*i18n*/ 'What is public',
    paragraphs: [
      /*i18n*/ 'Anything you publish on a business profile is public: the business name, owner names, story, photos, prices, city and state, and the contact links you add. Your account email, birthday and ZIP code are never shown publicly. Drafts and hidden profiles are visible only to you.',
    ],
  },
  {
    id: 'sharing',
    title: /*i18n*/ 'Who we share it with',
    paragraphs: [
      /*i18n*/ 'We share information only with the service providers that help us run Locals Market — hosting, file storage and email delivery — under agreements that keep it confidential, or when the law requires it. We never sell it.',
    ],
  },
  {
    id: 'cookies',
    title: /*i18n*/ 'Cookies',
    paragraphs: [
      /*i18n*/ 'We use one essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies.',
    ],
  },
  {
    id: 'retention',
    title: /*i18n*/ 'How long we keep it',
    paragraphs: [
      /*i18n*/ 'We keep your information while your account is open. When you delete your account, we delete your profile, your businesses, their photos and your favorites. Security logs are kept for a short time and then removed.',
    ],
  },
  {
    id: 'your-choices',
    title: /*i18n*/ 'Your choices and rights',
    paragraphs: [
      /*i18n*/ 'You can see and update your details in your account settings, hide or delete any business profile, and delete your account at any time. You can also ask us for a copy of your information or for help correcting or deleting it — just write to us.',
    ],
  },
  {
    id: 'children',
    title: /*i18n*/ 'Children',
    paragraphs: [
      /*i18n*/ 'Locals Market is not meant for children under 16, and we do not knowingly collect their information.',
    ],
  },
  {
    id: 'changes',
    title: /*i18n*/ 'Changes to this notice',
    paragraphs: [
      /*i18n*/ 'When we change this notice we will update the date at the top of the page, and we will email account holders about any significant change.',
    ],
  },
];

export const PRIVACY: LegalText = {
  eyebrow: /*i18n*/ 'Your information',
  topic: /*i18n*/ 'your privacy',
  updated: PRIVACY_UPDATED,
  sections: PRIVACY_SECTIONS,
};
