// The sections of /dashboard/business/{id}/edit: every part of the profile with its wizard step,
// in the page's language (the owner's own words as written).
import { findCategory } from '#shared/catalogues/categories.ts';
import { contactOptionLabel } from '#shared/catalogues/contact-options.ts';
import { cityState } from '#shared/display/format.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import { moreSections } from './overview-more-sections.tsx';
import { names, plainRows, type Section, yesNo } from './overview-rows.ts';
import { primaryContactOption } from './primary-contact.ts';

export function profileSections(b: OwnerBusiness, i18n: Translator): Section[] {
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
      title: i18n._('Business Type'),
      rows: [
        {
          label: i18n._('Type'),
          value: b.businessType === 'shop' ? i18n._('I sell products') : i18n._('I offer services'),
        },
      ],
    },
    {
      step: 2,
      title: i18n._('Business Categories'),
      rows: [{ label: i18n._('Categories'), value: names(b.businessCategories, findCategory, i18n) }],
    },
    {
      step: 3,
      title: i18n._('Business Information'),
      rows: [
        ...plainRows(b, [
          [i18n._('Business name'), 'businessName'],
          [i18n._('Owner names'), 'ownerNames'],
          [i18n._('Username'), 'businessUsername'],
          [i18n._('Year started'), 'yearStarted'],
        ]),
        {
          label: i18n._('ZIP code'),
          value: b.businessZipCode
            ? `${b.businessZipCode} (${cityState(b.businessCity, b.businessState)})`
            : null,
        },
      ],
    },
    {
      step: 4,
      title: i18n._('Headline + Story'),
      rows: [
        { label: i18n._('Headline'), value: b.businessHeadline },
        {
          label: i18n._('Story'),
          value: b.ownerStory ? (
            <span className="line-clamp-4 whitespace-pre-line">{b.ownerStory}</span>
          ) : null,
        },
      ],
    },
    {
      step: 5,
      title: i18n._('Contact Information'),
      rows: plainRows(b, [
        [i18n._('Email'), 'businessEmail'],
        ['Instagram', 'instagramUrl'],
        ['TikTok', 'tiktokUrl'],
        ['Twitter / X', 'twitterUrl'],
        ['Facebook', 'facebookUrl'],
        [i18n._('Website'), 'websiteUrl'],
      ]),
    },
    {
      step: 6,
      title: i18n._('Primary Contact'),
      rows: [
        {
          label: i18n._('Preferred contact'),
          value: contact
            ? `${i18n._(contactOptionLabel(contact))}${contact !== b.primaryContact ? ` (${b.primaryContact})` : ''}`
            : null,
        },
      ],
    },
    {
      step: 7,
      title: i18n._('Storefront Address'),
      rows: [
        { label: i18n._('Storefront'), value: yesNo(b.hasStorefront, i18n) },
        ...(b.hasStorefront ? [{ label: i18n._('Address'), value: address }] : []),
      ],
    },
    {
      step: 8,
      title: i18n._('Mobile Service'),
      rows: [
        { label: i18n._('Mobile service'), value: yesNo(b.hasMobileService, i18n) },
        ...(b.hasMobileService ? [{ label: i18n._('Description'), value: b.mobileServiceDesc }] : []),
      ],
    },
  ];
}

export function overviewSections(b: OwnerBusiness, i18n: Translator): Section[] {
  return [...profileSections(b, i18n), ...moreSections(b, i18n)];
}
