import { CalendarX2, MoveRight, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { localDateTimeOf } from '#shared/posts/zoned-time.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useChangeEventDate } from '../../api/change-event-date.ts';
import type { OwnerPost } from '../../api/get-owner-posts.ts';

type OwnerDate = OwnerPost['dates'][number];

const srOnly = (chunk: string) => <span className="sr-only">{chunk}</span>;

/** An event's coming dates: each can be cancelled (it stays listed as cancelled), moved, or put back. */
export function EventDates({ businessId, post }: { businessId: string; post: OwnerPost }) {
  const i18n = useI18n();
  const change = useChangeEventDate(businessId);
  const [moving, setMoving] = useState<OwnerDate | null>(null);
  if (!post.dates.length) return null;
  return (
    <details
      className="mt-4 rounded-xl border border-line/80 bg-cream/60 px-4 py-3"
      open={post.dates.length <= 3}
    >
      <summary className="cursor-pointer font-semibold text-ink">
        {post.dates.length === 1
          ? i18n._('Its date')
          : i18n._('Its {count} coming dates', { count: post.dates.length })}
      </summary>
      {change.error && !(change.error instanceof ApiError && Object.keys(change.error.fields).length) ? (
        <FormAlert tone="error" assertive>
          {i18n._(errorMessage(change.error))}
        </FormAlert>
      ) : null}
      <ul className="mt-3 divide-y divide-line/70">
        {post.dates.map((d) => (
          <li key={d.day} className="py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-ink">
                <span className={d.cancelled ? 'line-through' : undefined}>{d.when}</span>
                {d.cancelled ? <strong className="ml-2 text-danger">{i18n._('Cancelled')}</strong> : null}
                {d.moved ? <strong className="ml-2 text-clay-strong">{i18n._('Moved')}</strong> : null}
              </p>
              <div className="flex gap-1">
                {d.cancelled || d.moved ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ postId: post.id, day: d.day, restore: true })}
                  >
                    <Undo2 aria-hidden="true" />
                    {withTags(i18n._('Put back<0> {when}</0>', { when: d.when }), { 0: srOnly })}
                  </Button>
                ) : null}
                {d.cancelled ? null : (
                  <>
                    <Button size="sm" variant="ghost" onClick={() => setMoving(d)}>
                      <MoveRight aria-hidden="true" />
                      {withTags(i18n._('Move<0> {when}</0>', { when: d.when }), { 0: srOnly })}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ postId: post.id, day: d.day, cancel: true })}
                    >
                      <CalendarX2 aria-hidden="true" />
                      {withTags(i18n._('Cancel this date<0>: {when}</0>', { when: d.when }), { 0: srOnly })}
                    </Button>
                  </>
                )}
              </div>
            </div>
            {moving?.day === d.day ? (
              <MoveForm
                date={d}
                zone={post.timeZone}
                pending={change.isPending}
                fields={change.error instanceof ApiError ? change.error.fields : {}}
                onCancel={() => setMoving(null)}
                onMove={(startsAt, endsAt) =>
                  change.mutate(
                    { postId: post.id, day: d.day, startsAt, endsAt },
                    { onSuccess: () => setMoving(null) },
                  )
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function MoveForm({
  date,
  zone,
  pending,
  fields,
  onMove,
  onCancel,
}: {
  date: OwnerDate;
  zone: string | null;
  pending: boolean;
  fields: Record<string, string>;
  onMove: (startsAt: string, endsAt: string) => void;
  onCancel: () => void;
}) {
  const i18n = useI18n();
  const [startsAt, setStartsAt] = useState(localDateTimeOf(new Date(date.startsAt), zone ?? 'UTC'));
  const [endsAt, setEndsAt] = useState(localDateTimeOf(new Date(date.endsAt), zone ?? 'UTC'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onMove(startsAt, endsAt);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <Field label={i18n._('Starts instead')} error={fields.startsAt && i18n._(fields.startsAt)}>
        <Input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
      </Field>
      <Field label={i18n._('Ends instead')} error={fields.endsAt && i18n._(fields.endsAt)}>
        <Input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {i18n._('Move')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {i18n._('Keep')}
        </Button>
      </div>
    </form>
  );
}
