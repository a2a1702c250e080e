// The sections of /dashboard/business/{id}/edit: every part of the profile with its wizard step.
import { findCategory } from '#shared/catalogues/categories.ts';
import { contactOptionLabel } from '#shared/catalogues/contact-options.ts';
import { cityState } from '#shared/display/format.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import { moreSections } from './overview-more-sections.tsx';
import { names, plainRows, type Section, yesNo } from './overview-rows.ts';
import { primaryContactOption } from './primary-contact.ts';

export function profileSections(b: OwnerBusiness): Section[] {
  const address = [
    b.storefrontStreet,
    b.storefrontSuite,
    b.storefrontCity,
    b.storefrontState,
    b.storefrontZipCode,
  ]
    .filter(Boolean)
    .join(', ');
  const contact = primaryContactOption(b);
  return [
    {
      step: 1,
      title: 'Business Type',
      rows: [{ label: 'Type', value: b.businessType === 'shop' ? 'I sell products' : 'I offer services' }],
    },
    {
      step: 2,
      title: 'Business Categories',
      rows: [{ label: 'Categories', value: names(b.businessCategories, findCategory) }],
    },
    {
      step: 3,
      title: 'Business Information',
      rows: [
        ...plainRows(b, [
          ['Business name', 'businessName'],
          ['Owner names', 'ownerNames'],
          ['Username', 'businessUsername'],
          ['Year started', 'yearStarted'],
        ]),
        {
          label: 'ZIP code',
          value: b.businessZipCode
            ? `${b.businessZipCode} (${cityState(b.businessCity, b.businessState)})`
            : null,
        },
      ],
    },
    {
      step: 4,
      title: 'Headline + Story',
      rows: [
        { label: 'Headline', value: b.businessHeadline },
        {
          label: 'Story',
          value: b.ownerStory ? (
            <span className="line-clamp-4 whitespace-pre-line">{b.ownerStory}</span>
          ) : null,
        },
      ],
    },
    {
      step: 5,
      title: 'Contact Information',
      rows: plainRows(b, [
        ['Email', 'businessEmail'],
        ['Instagram', 'instagramUrl'],
        ['TikTok', 'tiktokUrl'],
        ['Twitter / X', 'twitterUrl'],
        ['Facebook', 'facebookUrl'],
        ['Website', 'websiteUrl'],
      ]),
    },
    {
      step: 6,
      title: 'Primary Contact',
      rows: [
        {
          label: 'Preferred contact',
          value: contact
            ? `${contactOptionLabel(contact)}${contact !== b.primaryContact ? ` (${b.primaryContact})` : ''}`
            : null,
        },
      ],
    },
    {
      step: 7,
      title: 'Storefront Address',
      rows: [
        { label: 'Storefront', value: yesNo(b.hasStorefront) },
        ...(b.hasStorefront ? [{ label: 'Address', value: address }] : []),
      ],
    },
    {
      step: 8,
      title: 'Mobile Service',
      rows: [
        { label: 'Mobile service', value: yesNo(b.hasMobileService) },
        ...(b.hasMobileService ? [{ label: 'Description', value: b.mobileServiceDesc }] : []),
      ],
    },
  ];
}

export function overviewSections(b: OwnerBusiness): Section[] {
  return [...profileSections(b), ...moreSections(b)];
}
