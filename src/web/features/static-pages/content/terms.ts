import type { LegalText, TextSection } from './types.ts';

export const TERMS_UPDATED = 'July 11, 2024';

export const TERMS_SECTIONS: readonly TextSection[] = [
  {
    id: 'welcome',
    title: 'Welcome to Locals Market',
    paragraphs: [
      'Locals Market is a place where neighbors discover the independent shops, makers and service providers around them. These Terms and Conditions explain the agreement between you and Locals Market when you browse the site, create an account or publish a business profile.',
      'By using Locals Market you agree to these terms. If you do not agree, please do not use the site. We have tried to write them plainly; if anything is unclear, just ask us.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    paragraphs: [
      'You need an account to save favorites or to create a business profile. You must be at least 16 years old to create one.',
    ],
    list: [
      'Give us accurate information and keep your email address up to date.',
      'Keep your password private; you are responsible for activity under your account.',
      'Your username can be changed once every 7 days.',
      'You can delete your account at any time from your account settings.',
    ],
  },
  {
    id: 'business-profiles',
    title: 'Business profiles',
    paragraphs: [
      'If you publish a business profile, you confirm that you own or are authorized to represent that business, and that what you share about it — its story, photos, prices and contact details — is truthful and yours to share.',
      'Profiles can be published only in states where Locals Market is live. You can hide, edit or delete your profile whenever you like. Prices you list are for information; the sale itself is between you and your customer.',
    ],
  },
  {
    id: 'content',
    title: 'Content you share',
    paragraphs: [
      'You keep ownership of the words and photos you upload. You give Locals Market a non-exclusive, worldwide, royalty-free license to host, display, resize and share them in order to run and promote the marketplace, for as long as they are on the site.',
      'Please do not upload anything you do not have the right to share, or anything that is unlawful, hateful, misleading, or that infringes someone else’s rights.',
    ],
  },
  {
    id: 'open-data',
    title: 'Open data',
    paragraphs: [
      'The directory of public business profiles is open data. When you make your profile public, what its page shows about your business (its name, username, type, categories, values, town, state, region, ZIP code, a storefront address you choose to show, opening hours and its number of recommendations) is published in our downloadable files and change feed under the Open Database License (ODbL) 1.0, with its contents under the Database Contents License (DbCL) 1.0, and anyone may reuse it with the attribution “© Locals Market contributors”.',
      'Email addresses, your story, photos, prices, posts and anything not on your public page are never part of it. When you hide or delete your profile, it leaves the next files and the change feed says it is gone; copies others already made are theirs under the licence. See the Open data page for the details.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Being a good neighbor',
    paragraphs: ['To keep Locals Market a friendly place, you agree not to:'],
    list: [
      'impersonate another person or business;',
      'send spam, scrape the site, or try to get around rate limits or security;',
      'list products or services that are illegal where you operate;',
      'harass other members or business owners.',
    ],
  },
  {
    id: 'transactions',
    title: 'Purchases and services',
    paragraphs: [
      'Locals Market helps you find and contact local businesses; we are not a party to what you buy or book from them. Questions about an order, a service, a refund or a booking are for the business itself. If a business behaves badly, please tell us so we can look into it.',
    ],
  },
  {
    id: 'ending',
    title: 'Suspension and removal',
    paragraphs: [
      'We may hide content or suspend accounts that break these terms, and we will tell you why when we can. You may stop using Locals Market at any time.',
    ],
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    paragraphs: [
      'Locals Market is provided “as is”. We work hard to keep it running and accurate, but we cannot promise it will always be available or error-free, and we are not responsible for the goods and services that businesses offer. To the extent the law allows, our total liability to you is limited to the amount you have paid us in the past twelve months (for shoppers, usually nothing).',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: [
      'If we change these terms in a meaningful way, we will update the date at the top of this page and let account holders know by email before the change takes effect.',
    ],
  },
];

export const TERMS: LegalText = {
  eyebrow: 'The fine print, kept friendly',
  topic: 'these terms',
  updated: TERMS_UPDATED,
  sections: TERMS_SECTIONS,
};
