import { ImageOff } from 'lucide-react';
import { cardVariantUrl, imageSrcSet } from '#shared/display/image-variants.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The Photos tab: up to 10 product photos in a gallery grid. */
export function ProfilePhotos({ photos, name }: { photos: readonly string[]; name: string }) {
  const i18n = useI18n();
  const shown = photos.slice(0, 10);
  if (shown.length === 0) {
    return (
      <p className="flex items-center gap-2 text-ink-soft">
        <ImageOff aria-hidden="true" className="size-5 text-ink-muted" />
        {i18n._('No photos yet.')}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {shown.map((url, index) => (
        <li key={url} className="overflow-hidden rounded-xl bg-cream-deep shadow-soft">
          <img
            src={cardVariantUrl(url) ?? url}
            srcSet={imageSrcSet(url)}
            sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
            alt={i18n._('{name}, product {number} of {total}', {
              name,
              number: index + 1,
              total: shown.length,
            })}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="aspect-square size-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
