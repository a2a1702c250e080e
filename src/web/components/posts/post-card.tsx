import { CalendarDays, MapPin, Repeat, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ApiResponse } from '#shared/api/index.ts';
import { cardVariantUrl } from '#shared/display/image-variants.ts';
import { linkify, POST_LINK_REL } from '#shared/posts/linkify.ts';
import { POST_KIND_LABELS } from '#shared/posts/post-kinds.ts';
import { useI18n } from '../../lib/i18n.tsx';

export type PublicPost = ApiResponse<'GET /api/businesses/by-username/:username/posts'>['items'][number];

/** A post's plain text with its addresses as links that carry no endorsement (nofollow ugc). */
export function PostText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line break-words text-ink-soft">
      {linkify(text).map((piece, i) =>
        'href' in piece ? (
          <a
            key={i}
            href={piece.href}
            rel={POST_LINK_REL}
            className="text-primary underline underline-offset-2"
          >
            {piece.text}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </p>
  );
}

const ICONS = { update: null, offer: Tag, event: CalendarDays } as const;

/** One post: its kind, title, when (an event's day and hours, an offer's last day), place and text. */
export function PostCard({
  post,
  header,
  footer,
}: {
  post: PublicPost;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  const i18n = useI18n();
  const Icon = ICONS[post.kind];
  return (
    <article className="rounded-2xl border border-line bg-paper p-5 shadow-soft" data-post-kind={post.kind}>
      {header}
      <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">
        {i18n._(POST_KIND_LABELS[post.kind])}
      </p>
      <h3 className="mt-1 text-lg font-semibold break-words text-ink">{post.title}</h3>
      {post.when || post.place ? (
        // When and where side by side while they fit, the place below the time when they do not.
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
          {post.when ? (
            <p className="inline-flex items-center gap-1.5 font-medium text-ink">
              {Icon ? <Icon aria-hidden="true" className="size-4 text-clay-strong" /> : null}
              {post.when}
            </p>
          ) : null}
          {post.place ? (
            <p className="inline-flex items-center gap-1.5 text-ink-soft">
              <MapPin aria-hidden="true" className="size-4 text-clay-strong" />
              {post.place}
            </p>
          ) : null}
          {post.repeats ? (
            <p className="inline-flex items-center gap-1.5 text-ink-soft">
              <Repeat aria-hidden="true" className="size-4 text-clay-strong" />
              {post.repeats}
            </p>
          ) : null}
        </div>
      ) : null}
      {post.photoUrl ? (
        <img
          src={cardVariantUrl(post.photoUrl) ?? post.photoUrl}
          alt=""
          loading="lazy"
          className="mt-3 aspect-[4/3] w-full rounded-xl object-cover"
        />
      ) : null}
      <div className="mt-2">
        <PostText text={post.text} />
      </div>
      {footer}
    </article>
  );
}
