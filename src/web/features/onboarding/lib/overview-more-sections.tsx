// Steps 9–15 of the edit overview: pricing, tags, photos and publish status, in the page's language.
import { findOffering } from '#shared/catalogues/offerings.ts';
import { findStructure } from '#shared/catalogues/structures.ts';
import { findTag } from '#shared/catalogues/tags.ts';
import { formatPrice } from '#shared/display/format.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import { OverviewPhotos } from '../components/overview-photos.tsx';
import { names, type Section } from './overview-rows.ts';

export function moreSections(b: OwnerBusiness, i18n: Translator): Section[] {
  const startingAt = b.startingRate ? `${i18n._('Starting at')} ` : '';
  const structure = b.businessStructure ? findStructure(b.businessStructure) : undefined;
  const ownerPhoto = i18n._('Owner photo');
  const logo = i18n._('Logo');
  return [
    {
      step: 9,
      title: i18n._('Pricing'),
      rows: [
        {
          label: i18n._('Items'),
          value: b.pricing.map((p) => `${p.itemName} — ${startingAt}${formatPrice(p.itemPrice)}`).join('; '),
        },
      ],
    },
    {
      step: 10,
      title: i18n._('Offerings'),
      rows: [{ label: i18n._('Offerings'), value: names(b.businessOffering, findOffering, i18n) }],
    },
    {
      step: 11,
      title: i18n._('Identity'),
      rows: [{ label: i18n._('Identities'), value: names(b.businessIdentities, findTag, i18n) }],
    },
    {
      step: 12,
      title: i18n._('Structure'),
      rows: [
        {
          label: i18n._('Structure'),
          value: b.businessStructure ? (structure ? i18n._(structure.name) : b.businessStructure) : null,
        },
      ],
    },
    {
      step: 13,
      title: i18n._('Owner Photo + Business Logo'),
      rows: [
        {
          label: ownerPhoto,
          value: b.ownerPhotoUrl ? <OverviewPhotos urls={[b.ownerPhotoUrl]} label={ownerPhoto} /> : null,
        },
        {
          label: logo,
          value: b.businessLogoUrl ? <OverviewPhotos urls={[b.businessLogoUrl]} label={logo} /> : null,
        },
      ],
    },
    {
      step: 14,
      title: i18n._('Product Photos'),
      rows: [
        {
          label: i18n._('Photos ({count}/{max})', { count: b.productPhotos.length, max: 10 }),
          value: b.productPhotos.length ? (
            <OverviewPhotos urls={b.productPhotos} label={i18n._('Product photo')} />
          ) : null,
        },
      ],
    },
    {
      step: 15,
      title: i18n._('Preview & Publish'),
      rows: [{ label: i18n._('Status'), value: b.isPublished ? i18n._('Live') : i18n._('Hidden (draft)') }],
    },
  ];
}
