import { cn } from '../../lib/cn.ts';
import { BusinessImagePlaceholder } from './business-image-placeholder.tsx';

export interface CardMediaProps {
  /** Small variants of the first product photos (at most three). */
  photos: string[];
  /** The logo (else first photo) for a business without product photos. */
  imageUrl: string | null;
  name: string;
  eager?: boolean;
}

const IMG = 'size-full object-cover transition duration-300 ease-out motion-safe:group-hover:scale-[1.03]';

/**
 * The top of a business card: its first three product photos as a strip (one large, two stacked),
 * else its logo, else a monogram. The frame keeps its 4:3 shape so nothing shifts while loading.
 * The photos are decorative: the card's name link carries its meaning.
 */
export function CardMedia({ photos, imageUrl, name, eager = false }: CardMediaProps) {
  const loading = eager ? 'eager' : 'lazy';
  if (photos.length === 0)
    return (
      <div className="aspect-[4/3] overflow-hidden bg-cream-deep">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt=""
            width={480}
            height={360}
            loading={loading}
            decoding="async"
            className="size-full bg-paper object-contain p-6"
          />
        ) : (
          <BusinessImagePlaceholder name={name} className="size-full" />
        )}
      </div>
    );
  return (
    <div
      data-testid="card-photos"
      className={cn(
        'grid aspect-[4/3] gap-0.5 overflow-hidden bg-paper',
        photos.length === 3 ? 'grid-cols-3 grid-rows-2' : photos.length === 2 ? 'grid-cols-2' : '',
      )}
    >
      {photos.map((src, i) => (
        <div
          key={src}
          className={cn(
            'overflow-hidden bg-cream-deep',
            photos.length === 3 && i === 0 && 'col-span-2 row-span-2',
          )}
        >
          <img
            src={src}
            alt=""
            width={i === 0 ? 480 : 240}
            height={i === 0 ? 360 : 180}
            loading={loading}
            // The first photo of the first cards is what a phone paints first (the page's LCP).
            fetchPriority={eager && i === 0 ? 'high' : undefined}
            decoding="async"
            className={IMG}
          />
        </div>
      ))}
    </div>
  );
}
