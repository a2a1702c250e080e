// The columns a business card needs, and how a row becomes a card.
import { CARD_PHOTOS } from '#shared/display/card-photos.ts';
import type { BusinessCard, BusinessType } from '#shared/types/business.ts';
import { businessProfiles as bp } from '../../db/schema/index.ts';
import { cardVariantUrl } from '../../storage/variants.ts';

export const cardColumns = {
  businessId: bp.businessId,
  businessUsername: bp.businessUsername,
  businessName: bp.businessName,
  businessType: bp.businessType,
  businessCity: bp.businessCity,
  businessState: bp.businessState,
  businessRegion: bp.businessRegion,
  businessCategories: bp.businessCategories,
  businessIdentities: bp.businessIdentities,
  businessStructure: bp.businessStructure,
  businessLogoUrl: bp.businessLogoUrl,
  productPhotos: bp.productPhotos,
  recommendationCount: bp.recommendationCount,
};

export interface CardRow {
  businessId: string;
  businessUsername: string | null;
  businessName: string | null;
  businessType: string;
  businessCity: string | null;
  businessState: string | null;
  businessRegion: string | null;
  businessCategories: string[];
  businessIdentities: string[];
  businessStructure: string | null;
  businessLogoUrl: string | null;
  productPhotos: string[];
  recommendationCount: number;
}

export function toCard(row: CardRow): BusinessCard {
  return {
    businessId: row.businessId,
    businessUsername: row.businessUsername ?? '',
    businessName: row.businessName ?? '',
    businessType: row.businessType as BusinessType,
    businessCity: row.businessCity,
    businessState: row.businessState,
    businessRegion: row.businessRegion,
    businessCategories: row.businessCategories,
    businessIdentities: row.businessIdentities,
    businessStructure: row.businessStructure,
    imageUrl: cardVariantUrl(row.businessLogoUrl ?? row.productPhotos[0] ?? null),
    cardPhotos: row.productPhotos
      .slice(0, CARD_PHOTOS)
      .map(cardVariantUrl)
      .filter((url): url is string => url !== null),
    recommendationCount: row.recommendationCount,
  };
}
