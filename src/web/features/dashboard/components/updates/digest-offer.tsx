import { useDigest } from '../../../../api/get-digest.ts';
import { useSaveDigest } from '../../../../api/update-digest.ts';
import { Button } from '../../../../components/ui/button.tsx';

/** Offered once, after the first favourite: off unless the person says yes. */
export function DigestOffer() {
  const { data } = useDigest();
  const save = useSaveDigest();
  if (!data?.offer) return null;
  return (
    <section
      aria-labelledby="digest-offer-title"
      className="flex flex-col gap-3 rounded-2xl border border-primary/20 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p id="digest-offer-title" className="font-medium text-ink">
        Email me a weekly roundup of my favourites' news?
      </p>
      <div className="flex gap-2">
        <Button size="sm" disabled={save.isPending} onClick={() => save.mutate('weekly')}>
          Yes, weekly
        </Button>
        <Button size="sm" variant="ghost" disabled={save.isPending} onClick={() => save.mutate('off')}>
          No thanks
        </Button>
      </div>
    </section>
  );
}
