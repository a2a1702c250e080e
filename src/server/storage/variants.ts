// Every stored image has a small WebP card variant beside it: `x/y/abc.jpg` → `x/y/abc.card.webp`.
const IMAGE_EXT = /\.(jpe?g|png|webp|gif|avif)$/i;

export function cardVariantKey(key: string): string {
  return key.replace(IMAGE_EXT, '.card.webp');
}

/** The card variant URL of an image URL we stored; foreign URLs are returned unchanged. */
export function cardVariantUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return IMAGE_EXT.test(url) && !url.includes('.card.') ? url.replace(IMAGE_EXT, '.card.webp') : url;
}
