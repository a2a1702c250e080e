import type { LegalText, TextSection } from './types.ts';

export const TERMS_UPDATED = '2024-07-11';

export const TERMS_SECTIONS: readonly TextSection[] = [
  {
    id: 'welcome',
    title: /*i18n*/ 'Welcome to Locals Market',
    paragraphs: [
      /*i18n*/ 'Locals Market is a place where neighbors discover the independent shops, makers and service providers around them. These Terms and Conditions explain the agreement between you and Locals Market when you browse the site, create an account or publish a business profile.',
      /*i18n*/ 'By using Locals Market you agree to these terms. If you do not agree, please do not use the site. We have tried to write them plainly; if anything is unclear, just ask us.',
    ],
  },
  {
    id: 'accounts',
    title: /*i18n*/ 'Your account',
    paragraphs: [
      /*i18n*/ 'You need an account to save favorites or to create a business profile. You must be at least 16 years old to create one.',
    ],
    list: [
      /*i18n*/ 'Give us accurate information and keep your email address up to date.',
      /*i18n*/ 'Keep your password private; you are responsible for activity under your account.',
      /*i18n*/ 'Your username can be changed once every 7 days.',
      /*i18n*/ 'You can delete your account at any time from your account settings.',
    ],
  },
  {
    id: 'business-profiles',
    title: /*i18n*/ 'Business profiles',
    paragraphs: [
      /*i18n*/ 'If you publish a business profile, you confirm that you own or are authorized to represent that business, and that what you share about it — its story, photos, prices and contact details — is truthful and yours to share.',
      /*i18n*/ 'Profiles can be published only in states where Locals Market is live. You can hide, edit or delete your profile whenever you like. Prices you list are for information; the sale itself is between you and your customer.',
    ],
  },
  {
    id: 'content',
    title: /*i18n*/ 'Content you share',
    paragraphs: [
      /*i18n*/ 'You keep ownership of the words and photos you upload. You give Locals Market a non-exclusive, worldwide, royalty-free license to host, display, resize and share them in order to run and promote the marketplace, for as long as they are on the site.',
      /*i18n*/ 'Please do not upload anything you do not have the right to share, or anything that is unlawful, hateful, misleading, or that infringes someone else’s rights.',
    ],
  },
  {
    id: 'open-data',
    title: /*i18n*/ 'Open data',
    paragraphs: [
      /*i18n*/ 'The directory of public business profiles is open data. When you make your profile public, what its page shows about your business (its name, username, type, categories, values, town, state, region, ZIP code, a storefront address you choose to show, opening hours and its number of recommendations) is published in our downloadable files and change feed under the Open Database License (ODbL) 1.0, with its contents under the Database Contents License (DbCL) 1.0, and anyone may reuse it with the attribution “© Locals Market contributors”.',
      /*i18n*/ 'Email addresses, your story, photos, prices, posts and anything not on your public page are never part of it. When you hide or delete your profile, it leaves the next files and the change feed says it is gone; copies others already made are theirs under the licence. See the Open data page for the details.',
    ],
  },
  {
    id: 'acceptable-use',
    title: /*i18n*/ 'Being a good neighbor',
    paragraphs: [/*i18n*/ 'To keep Locals Market a friendly place, you agree not to:'],
    list: [
      /*i18n*/ 'impersonate another person or business;',
      /*i18n*/ 'send spam, scrape the site, or try to get around rate limits or security;',
      /*i18n*/ 'list products or services that are illegal where you operate;',
      /*i18n*/ 'harass other members or business owners.',
    ],
  },
  {
    id: 'transactions',
    title: /*i18n*/ 'Purchases and services',
    paragraphs: [
      /*i18n*/ 'Locals Market helps you find and contact local businesses; we are not a party to what you buy or book from them. Questions about an order, a service, a refund or a booking are for the business itself. If a business behaves badly, please tell us so we can look into it.',
    ],
  },
  {
    id: 'ending',
    title: /*i18n*/ 'Suspension and removal',
    paragraphs: [
      /*i18n*/ 'We may hide content or suspend accounts that break these terms, and we will tell you why when we can. You may stop using Locals Market at any time.',
    ],
  },
  {
    id: 'liability',
    title: /*i18n*/ 'Disclaimers and liability',
    paragraphs: [
      /*i18n*/ 'Locals Market is provided “as is”. We work hard to keep it running and accurate, but we cannot promise it will always be available or error-free, and we are not responsible for the goods and services that businesses offer. To the extent the law allows, our total liability to you is limited to the amount you have paid us in the past twelve months (for shoppers, usually nothing).',
    ],
  },
  {
    id: 'changes',
    title: /*i18n*/ 'Changes to these terms',
    paragraphs: [
      /*i18n*/ 'If we change these terms in a meaningful way, we will update the date at the top of this page and let account holders know by email before the change takes effect.',
    ],
  },
];

export const TERMS: LegalText = {
  eyebrow: /*i18n*/ 'The fine print, kept friendly',
  topic: /*i18n*/ 'these terms',
  updated: TERMS_UPDATED,
  sections: TERMS_SECTIONS,
};
