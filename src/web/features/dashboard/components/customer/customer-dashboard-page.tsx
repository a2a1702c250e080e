import { UserRoundPen } from 'lucide-react';
import { useMe } from '../../../../api/get-me.ts';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Eyebrow } from '../../../../components/ui/eyebrow.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { DigestOffer } from '../updates/digest-offer.tsx';
import { AlertsSection } from './alerts-section.tsx';
import { BusinessTiles } from './business-tiles.tsx';
import { FavoritesSection } from './favorites-section.tsx';

/** `/dashboard` (docs/product.md §11.1): greeting, Edit Profile, business shortcuts and the favourites grid. */
export function CustomerDashboardPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._('Dashboard'));
  const { data: me } = useMe();
  const greeting = me?.username
    ? i18n._('Welcome back {name}!', { name: me.username })
    : i18n._('Welcome back!');
  return (
    <>
      <div className="border-b border-line/70 bg-cream-deep/50">
        <div className="mx-auto flex max-w-page flex-col gap-5 px-4 py-10 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:py-14 lg:px-8">
          <div>
            <Eyebrow>{i18n._('Your dashboard')}</Eyebrow>
            <h1 aria-live="polite" className="mt-2 text-4xl font-semibold break-words text-ink sm:text-5xl">
              {greeting}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-ink-soft">
              {i18n._('Look after your businesses and keep the local spots you love close by.')}
            </p>
          </div>
          <ButtonLink to={paths.accountSettings} variant="secondary" className="self-start sm:self-auto">
            <UserRoundPen aria-hidden="true" />
            {i18n._('Edit Profile')}
          </ButtonLink>
        </div>
      </div>
      <div className="mx-auto max-w-page space-y-14 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <DigestOffer />
        <BusinessTiles />
        <FavoritesSection />
        <AlertsSection />
      </div>
    </>
  );
}
