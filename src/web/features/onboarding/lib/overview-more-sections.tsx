// Steps 9–15 of the edit overview: pricing, tags, photos and publish status.
import { findOffering } from '#shared/catalogues/offerings.ts';
import { findStructure } from '#shared/catalogues/structures.ts';
import { findTag } from '#shared/catalogues/tags.ts';
import { formatPrice } from '#shared/display/format.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import { OverviewPhotos } from '../components/overview-photos.tsx';
import { names, type Section } from './overview-rows.ts';

export function moreSections(b: OwnerBusiness): Section[] {
  return [
    {
      step: 9,
      title: 'Pricing',
      rows: [
        {
          label: 'Items',
          value: b.pricing
            .map((p) => `${p.itemName} — ${b.startingRate ? 'Starting at ' : ''}${formatPrice(p.itemPrice)}`)
            .join('; '),
        },
      ],
    },
    {
      step: 10,
      title: 'Offerings',
      rows: [{ label: 'Offerings', value: names(b.businessOffering, findOffering) }],
    },
    {
      step: 11,
      title: 'Identity',
      rows: [{ label: 'Identities', value: names(b.businessIdentities, findTag) }],
    },
    {
      step: 12,
      title: 'Structure',
      rows: [
        {
          label: 'Structure',
          value: b.businessStructure
            ? (findStructure(b.businessStructure)?.name ?? b.businessStructure)
            : null,
        },
      ],
    },
    {
      step: 13,
      title: 'Owner Photo + Business Logo',
      rows: [
        {
          label: 'Owner photo',
          value: b.ownerPhotoUrl ? <OverviewPhotos urls={[b.ownerPhotoUrl]} label="Owner photo" /> : null,
        },
        {
          label: 'Logo',
          value: b.businessLogoUrl ? <OverviewPhotos urls={[b.businessLogoUrl]} label="Logo" /> : null,
        },
      ],
    },
    {
      step: 14,
      title: 'Product Photos',
      rows: [
        {
          label: `Photos (${b.productPhotos.length}/10)`,
          value: b.productPhotos.length ? (
            <OverviewPhotos urls={b.productPhotos} label="Product photo" />
          ) : null,
        },
      ],
    },
    {
      step: 15,
      title: 'Preview & Publish',
      rows: [{ label: 'Status', value: b.isPublished ? 'Live' : 'Hidden (draft)' }],
    },
  ];
}
