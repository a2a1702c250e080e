import { useDigest } from '../../../../api/get-digest.ts';
import { useSaveDigest } from '../../../../api/update-digest.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';

/** Offered once, after the first favourite: off unless the person says yes. */
export function DigestOffer() {
  const i18n = useI18n();
  const { data } = useDigest();
  const save = useSaveDigest();
  if (!data?.offer) return null;
  return (
    <section
      aria-labelledby="digest-offer-title"
      className="flex flex-col gap-3 rounded-2xl border border-primary/20 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p id="digest-offer-title" className="font-medium text-ink">
        {i18n._("Email me a weekly roundup of my favourites' news?")}
      </p>
      <div className="flex gap-2">
        <Button size="sm" disabled={save.isPending} onClick={() => save.mutate('weekly')}>
          {i18n._('Yes, weekly')}
        </Button>
        <Button size="sm" variant="ghost" disabled={save.isPending} onClick={() => save.mutate('off')}>
          {i18n._('No thanks')}
        </Button>
      </div>
    </section>
  );
}
