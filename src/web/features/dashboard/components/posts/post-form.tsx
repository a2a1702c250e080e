import { type FormEvent, useRef, useState } from 'react';
import { EVENT_LIMITS } from '#shared/events/event-dates.ts';
import { blankFields } from '#shared/forms/blank-fields.ts';
import { POST_KIND_LABELS, POST_KINDS, POST_LIMITS, type PostKind } from '#shared/posts/post-schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import type { OwnerPost } from '../../api/get-owner-posts.ts';
import { type PostInput, useSavePost } from '../../api/save-post.ts';
import { postErrorMessage } from '../../lib/post-again.ts';

const empty = {
  kind: 'update' as PostKind,
  title: '',
  text: '',
  offerEndsOn: '',
  eventStartsAt: '',
  eventEndsAt: '',
  place: '',
  repeatUntil: '',
};

const fromPost = (p: OwnerPost) => ({
  kind: p.kind,
  title: p.title,
  text: p.text,
  ...blankFields(p, ['offerEndsOn', 'eventStartsAt', 'eventEndsAt', 'place', 'repeatUntil']),
});

/** "Post an update": kind, title, text, the kind's own fields and an optional photo. */
export function PostForm({
  businessId,
  editing,
  timeZone,
  onDone,
}: {
  businessId: string;
  editing?: OwnerPost;
  timeZone: string | null;
  onDone: () => void;
}) {
  const i18n = useI18n();
  const [values, setValues] = useState(editing ? fromPost(editing) : empty);
  const [photo, setPhoto] = useState<File | null>(null);
  // The file input keeps what was picked until it is cleared by hand: cleared with the rest after a post.
  const photoInput = useRef<HTMLInputElement>(null);
  const save = useSavePost(businessId);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  // The server's field messages, in the page's language.
  const fieldError = (name: string) => (fields[name] ? i18n._(fields[name]) : undefined);
  const bind = (name: keyof typeof empty) => ({ name, value: values[name], onChange: set(name) });
  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: PostInput = {
      kind: values.kind,
      title: values.title,
      text: values.text,
      ...(values.kind === 'offer' ? { offerEndsOn: values.offerEndsOn } : {}),
      ...(values.kind === 'event'
        ? {
            eventStartsAt: values.eventStartsAt,
            eventEndsAt: values.eventEndsAt,
            place: values.place,
            repeatUntil: values.repeatUntil || null,
          }
        : {}),
    };
    save.mutate(
      { id: editing?.id, body, photo },
      {
        onSuccess: () => {
          setValues(empty);
          setPhoto(null);
          if (photoInput.current) photoInput.current.value = '';
          onDone();
        },
      },
    );
  };

  const zoneNote = timeZone
    ? i18n._('Times are in your business’s time zone ({zone}).', { zone: timeZone.replace('_', ' ') })
    : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-2xl border border-line bg-paper p-5 shadow-soft sm:p-6"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{i18n._('Kind')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {POST_KINDS.map((kind) => (
            <label
              key={kind}
              className="inline-flex cursor-pointer items-center gap-2 rounded-pill border border-line px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => setValues((v) => ({ ...v, kind }))}
              />
              {i18n._(POST_KIND_LABELS[kind])}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={i18n._('Title')}
        required
        error={fieldError('title')}
        hint={i18n._('Up to {max} characters.', { max: POST_LIMITS.title })}
      >
        <Input name="title" value={values.title} maxLength={POST_LIMITS.title} onChange={set('title')} />
      </Field>
      <Field
        label={i18n._('Text')}
        required
        error={fieldError('text')}
        hint={i18n._('Plain text; links become clickable.')}
      >
        <Textarea
          name="text"
          value={values.text}
          maxLength={POST_LIMITS.text}
          rows={5}
          onChange={set('text')}
        />
      </Field>
      {values.kind === 'offer' ? (
        <Field label={i18n._('Last day of the offer')} required error={fieldError('offerEndsOn')}>
          <Input type="date" name="offerEndsOn" value={values.offerEndsOn} onChange={set('offerEndsOn')} />
        </Field>
      ) : null}
      {values.kind === 'event' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={i18n._('Starts')} required error={fieldError('eventStartsAt')} hint={zoneNote}>
              <Input type="datetime-local" {...bind('eventStartsAt')} />
            </Field>
            <Field label={i18n._('Ends')} required error={fieldError('eventEndsAt')}>
              <Input type="datetime-local" {...bind('eventEndsAt')} />
            </Field>
          </div>
          <Field
            label={i18n._('Place')}
            required
            error={fieldError('place')}
            hint={i18n._('A city is enough.')}
          >
            <Input name="place" value={values.place} maxLength={POST_LIMITS.place} onChange={set('place')} />
          </Field>
          <Field
            label={i18n._('Repeats every week until (optional)')}
            error={fieldError('repeatUntil')}
            hint={i18n._(
              'Same day and time each week, for up to {months} months. You can cancel or move one date later.',
              { months: EVENT_LIMITS.repeatMonths },
            )}
          >
            <Input type="date" {...bind('repeatUntil')} />
          </Field>
        </>
      ) : null}
      <Field label={i18n._('Photo (optional)')} error={fieldError('file')}>
        <Input
          ref={photoInput}
          type="file"
          name="photo"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
      </Field>
      {save.error && !Object.keys(fields).length ? (
        <FormAlert tone="error" assertive>
          {postErrorMessage(save.error, i18n)}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {editing ? i18n._('Save changes') : i18n._('Post')}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {i18n._('Cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
