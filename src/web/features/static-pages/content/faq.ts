export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ: readonly FaqGroup[] = [
  {
    title: /*i18n*/ 'Shopping local',
    entries: [
      {
        question: /*i18n*/ 'Is Locals Market free for shoppers?',
        answer:
          /*i18n*/ 'Yes. Browsing, saving favorites and sharing businesses is free. You only need an account to save favorites.',
      },
      {
        question: /*i18n*/ 'How do I buy something I found?',
        answer:
          /*i18n*/ 'Each business page has a Connect tab with the owner’s email, social links or website. Purchases and bookings happen directly with the business.',
      },
      {
        question: /*i18n*/ 'Why do businesses appear in a different order each time?',
        answer:
          /*i18n*/ 'We shuffle the market on every visit so that no business is always at the top — every neighbor gets a turn to be discovered.',
      },
      {
        question: /*i18n*/ 'How do favorites work?',
        answer:
          /*i18n*/ 'Tap “Add to Favorite” on any business page. Your favorites appear on your dashboard, and you can remove them at any time.',
      },
    ],
  },
  {
    title: /*i18n*/ 'For business owners',
    entries: [
      {
        question: /*i18n*/ 'How much does a business profile cost?',
        answer: /*i18n*/ 'Creating and publishing a profile is free.',
      },
      {
        question: /*i18n*/ 'How long does it take to set up?',
        answer:
          /*i18n*/ 'About 10 to 15 minutes. You can save as you go and come back to finish whenever it suits you.',
      },
      {
        question: /*i18n*/ 'My state isn’t live yet. Can I still join?',
        answer:
          /*i18n*/ 'Yes. You can build your profile now and we’ll let you know the moment your state opens, or you can join the waitlist.',
      },
      {
        question: /*i18n*/ 'Can I hide or delete my business later?',
        answer:
          /*i18n*/ 'Yes. From your business dashboard you can hide your profile, publish it again, or delete it along with its photos.',
      },
    ],
  },
  {
    title: /*i18n*/ 'Your account',
    entries: [
      {
        question: /*i18n*/ 'I didn’t get my confirmation email.',
        answer:
          /*i18n*/ 'Check your spam folder first. On the confirmation screen you can ask for a new email after 60 seconds, or change the address you signed up with.',
      },
      {
        question: /*i18n*/ 'I forgot my password.',
        answer:
          /*i18n*/ 'Use “Forgot Password” on the log-in page and we’ll email you a link to choose a new one.',
      },
      {
        question: /*i18n*/ 'How do I delete my account?',
        answer:
          /*i18n*/ 'Go to your account settings and choose Delete Account. This also deletes any businesses you created.',
      },
    ],
  },
];
