import { Megaphone } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Glow } from '../../../../components/ui/glow.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

/** Where the spec's "Block Post" coming-soon panel stood: posts are here now. */
export function BlockPostPanel({ businessId }: { businessId: string }) {
  const i18n = useI18n();
  return (
    <section
      aria-labelledby="block-post-title"
      className="relative overflow-hidden rounded-xl border border-primary/15 bg-primary-soft p-5 sm:p-6"
    >
      <Glow className="-top-8 -right-8 size-32 bg-[radial-gradient(circle,var(--color-sage)_0%,transparent_70%)] opacity-50" />
      <span className="relative inline-flex size-11 items-center justify-center rounded-xl bg-paper text-primary shadow-soft">
        <Megaphone aria-hidden="true" className="size-5" />
      </span>
      <h2 id="block-post-title" className="relative mt-4 text-xl font-semibold text-ink">
        {i18n._('Share what’s new')}
      </h2>
      <p className="relative mt-1.5 text-sm text-ink-soft">
        {i18n._('Share new arrivals, offers and events with the neighbours who favourited your shop.')}
      </p>
      <ButtonLink to={paths.businessPosts(businessId)} className="relative mt-4" size="sm">
        {i18n._('Post an update')}
      </ButtonLink>
    </section>
  );
}
