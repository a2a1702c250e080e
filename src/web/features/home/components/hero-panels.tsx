import bakery from '../../../assets/panel-bakery.svg';
import florist from '../../../assets/panel-florist.svg';
import potter from '../../../assets/panel-potter.svg';
import shopfront from '../../../assets/panel-shopfront.svg';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';

const PANELS = [
  { src: potter, alt: /*i18n*/ 'A potter’s shelf of hand-thrown vases and a cactus by an arched window' },
  { src: florist, alt: /*i18n*/ 'A florist’s bouquet of warm blooms wrapped in kraft paper' },
  { src: bakery, alt: /*i18n*/ 'A bakery counter with a fresh loaf, a pastry and a steaming coffee' },
  { src: shopfront, alt: /*i18n*/ 'A neighborhood shopfront with a striped awning and an Open sign' },
];

/** The hero's four illustrated panels, staggered like a gallery wall. */
export function HeroPanels({ className }: { className?: string }) {
  const i18n = useI18n();
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:gap-4', className)}>
      {PANELS.map((panel, index) => (
        <div
          key={panel.src}
          className={cn(
            'overflow-hidden rounded-2xl shadow-lift ring-1 ring-ink/5',
            index % 2 === 1 && 'translate-y-6 sm:translate-y-10',
          )}
        >
          <img
            src={panel.src}
            alt={i18n._(panel.alt)}
            width={400}
            height={500}
            decoding="async"
            fetchPriority={index < 2 ? 'high' : 'auto'}
            className="block aspect-[4/5] h-auto w-full"
          />
        </div>
      ))}
    </div>
  );
}
