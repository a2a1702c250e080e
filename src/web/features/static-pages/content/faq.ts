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
    title: 'Shopping local',
    entries: [
      {
        question: 'Is Locals Market free for shoppers?',
        answer:
          'Yes. Browsing, saving favorites and sharing businesses is free. You only need an account to save favorites.',
      },
      {
        question: 'How do I buy something I found?',
        answer:
          'Each business page has a Connect tab with the owner’s email, social links or website. Purchases and bookings happen directly with the business.',
      },
      {
        question: 'Why do businesses appear in a different order each time?',
        answer:
          'We shuffle the market on every visit so that no business is always at the top — every neighbor gets a turn to be discovered.',
      },
      {
        question: 'How do favorites work?',
        answer:
          'Tap “Add to Favorite” on any business page. Your favorites appear on your dashboard, and you can remove them at any time.',
      },
    ],
  },
  {
    title: 'For business owners',
    entries: [
      {
        question: 'How much does a business profile cost?',
        answer: 'Creating and publishing a profile is free.',
      },
      {
        question: 'How long does it take to set up?',
        answer:
          'About 10 to 15 minutes. You can save as you go and come back to finish whenever it suits you.',
      },
      {
        question: 'My state isn’t live yet. Can I still join?',
        answer:
          'Yes. You can build your profile now and we’ll let you know the moment your state opens, or you can join the waitlist.',
      },
      {
        question: 'Can I hide or delete my business later?',
        answer:
          'Yes. From your business dashboard you can hide your profile, publish it again, or delete it along with its photos.',
      },
    ],
  },
  {
    title: 'Your account',
    entries: [
      {
        question: 'I didn’t get my confirmation email.',
        answer:
          'Check your spam folder first. On the confirmation screen you can ask for a new email after 60 seconds, or change the address you signed up with.',
      },
      {
        question: 'I forgot my password.',
        answer: 'Use “Forgot Password” on the log-in page and we’ll email you a link to choose a new one.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Go to your account settings and choose Delete Account. This also deletes any businesses you created.',
      },
    ],
  },
];
