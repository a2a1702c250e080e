import { ArrowLeft, ArrowRight, Camera, Clock, HeartHandshake, Info, Store } from 'lucide-react';
import { MAX_BUSINESSES_PER_USER } from '#shared/schemas/business-limits.ts';
import { useMyBusinesses } from '../../../api/get-my-businesses.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Eyebrow } from '../../../components/ui/eyebrow.tsx';
import { Glow } from '../../../components/ui/glow.tsx';
import { IconList } from '../../../components/ui/icon-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { getCurrentBusinessId } from '../lib/current-business.ts';
import { ResumeNotice } from './resume-notice.tsx';

const WHAT_YOU_NEED = [
  { icon: Store, text: /*i18n*/ 'The basics: your business name, where you are and what you offer.' },
  { icon: HeartHandshake, text: /*i18n*/ 'Your story, so neighbors know who is behind the counter.' },
  { icon: Camera, text: /*i18n*/ 'A photo of you and a few of your work (up to 10).' },
];

/** Step 0 (docs/product.md §5.1): the wizard's intro, with a button to step 1 and Back to the dashboard. */
export function Step0Intro() {
  const i18n = useI18n();
  useDocumentTitle(i18n._("Let's build your profile"));
  const mine = useMyBusinesses();
  const count = mine.data?.length ?? 0;
  // At the limit, step 1 could only continue a business already remembered in this browser.
  const atLimit = count >= MAX_BUSINESSES_PER_USER && !getCurrentBusinessId();
  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 pb-16 sm:px-6 sm:pt-16">
      <div className="relative overflow-hidden rounded-2xl border border-line/70 bg-paper p-6 shadow-soft sm:p-10">
        <Glow className="-top-16 -right-16 size-48 bg-[radial-gradient(circle,var(--color-clay-soft),transparent_70%)]" />
        <Eyebrow className="relative">{i18n._('Your business profile')}</Eyebrow>
        <h1 className="relative mt-3 text-4xl font-semibold text-ink sm:text-5xl">
          {i18n._("Let's build your profile")}
        </h1>
        <p className="relative mt-4 flex items-start gap-2 text-lg text-ink-soft">
          <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          {i18n._('It takes about 10 to 15 minutes. You can stop any time — we save each step.')}
        </p>
        <IconList
          items={WHAT_YOU_NEED.map((item) => ({ ...item, text: i18n._(item.text) }))}
          className="relative mt-8"
        />
        <BusinessLimit count={mine.data ? count : null} atLimit={atLimit} />
        <ResumeNotice />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={paths.dashboard} variant="secondary">
          <ArrowLeft aria-hidden="true" />
          {i18n._('Back')}
        </ButtonLink>
        {atLimit ? (
          <Button size="lg" disabled aria-describedby="business-limit">
            {i18n._("Let's get started")}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <ButtonLink to={paths.onboarding(1)} size="lg">
            {i18n._("Let's get started")}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/** The three-business limit, said before step 1 rather than as an error after it. */
function BusinessLimit({ count, atLimit }: { count: number | null; atLimit: boolean }) {
  const i18n = useI18n();
  if (count === null) return null;
  const max = MAX_BUSINESSES_PER_USER;
  return (
    <p
      id="business-limit"
      className={
        atLimit
          ? 'relative mt-8 flex items-start gap-2 rounded-xl bg-clay-soft/70 p-4 font-semibold text-ink'
          : 'relative mt-8 flex items-start gap-2 text-sm text-ink-muted'
      }
    >
      <Info aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-clay-strong" />
      {atLimit
        ? i18n._(
            'You already have {max} businesses, the most one account can hold. Delete one from its dashboard to start another.',
            { max },
          )
        : i18n._('One account can hold up to {max} businesses. You have {count}.', { max, count })}
    </p>
  );
}
