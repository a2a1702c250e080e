// Every image we store has a small WebP card variant beside it (`x/y/abc.jpg` → `x/y/abc.card.webp`,
// at most 480 px a side); pages offer both and let the browser choose by the size shown.
const IMAGE_EXT = /\.(jpe?g|png|webp|gif|avif)$/i;

/** Widest side of a card variant and of a full image, in pixels (src/server/media/process-image.ts). */
export const CARD_VARIANT_PX = 480;
export const FULL_IMAGE_PX = 1024;

export function cardVariantKey(key: string): string {
  return key.replace(IMAGE_EXT, '.card.webp');
}

/** The card variant URL of an image URL we stored; foreign URLs are returned unchanged. */
export function cardVariantUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return IMAGE_EXT.test(url) && !url.includes('.card.') ? url.replace(IMAGE_EXT, '.card.webp') : url;
}

/** `srcset` for one of our images: its card variant and the full image, by width. */
export function imageSrcSet(url: string): string | undefined {
  const card = cardVariantUrl(url);
  return card && card !== url ? `${card} ${CARD_VARIANT_PX}w, ${url} ${FULL_IMAGE_PX}w` : undefined;
}
