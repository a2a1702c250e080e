import { Database, Download, FileSpreadsheet, MapPinned, RefreshCw, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import {
  OPEN_DATA_COLUMNS,
  OPEN_DATA_LICENCE,
  OPEN_FEED_LIMIT,
  OPEN_FEED_PAGE,
} from '#shared/open-data/open-data.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { withTags } from '../../../lib/with-tags.tsx';
import { type DumpManifest, useOpenDumps } from '../api/get-open-dumps.ts';
import { DumpDownloads } from './dump-downloads.tsx';

const LEFT_OUT = [
  /*i18n*/ 'Every email address, the business’s contact address included: a mirror should not become a mailing list.',
  /*i18n*/ 'Home addresses. A business that does not welcome visitors is placed at its ZIP code’s centroid; a street address is published only where the business page shows a storefront.',
  /*i18n*/ 'Owners’ names and stories, photos, prices, posts and neighbours’ notes: people’s own words and pictures, which they share with Locals Market to show on the site, not to license again.',
  /*i18n*/ 'Drafts, hidden businesses, and businesses in states that are not live yet.',
  /*i18n*/ 'Anything about shoppers: accounts, favourites, alerts and page views.',
];

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-2xl font-semibold text-ink sm:text-3xl">
        <span aria-hidden="true" className="text-clay-strong">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-ink-soft">{children}</div>
    </section>
  );
}

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-cream-deep px-1.5 py-0.5 font-mono text-[0.9em] text-ink">{children}</code>
);

/** A message whose numbered tags are all code (`<0>cursor</0>`): names of the API, never translated. */
const withCode = (message: string) =>
  withTags(
    message,
    Object.fromEntries(Array.from({ length: 10 }, (_, n) => [n, (chunk: string) => <Code>{chunk}</Code>])),
  );

function citation(manifest: DumpManifest | null | undefined, i18n: Translator) {
  const day = manifest ? manifest.generated_at.slice(0, 10) : i18n._('YYYY-MM-DD');
  return i18n._('Locals Market directory, {attribution}, {licence}, downloaded {day}.', {
    attribution: OPEN_DATA_LICENCE.attribution,
    licence: OPEN_DATA_LICENCE.database.id,
    day,
  });
}

/** `/open-data`: what the directory publishes, under which licence, what it leaves out, and how to sync. */
export function OpenDataPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._(STATIC_PAGE_META['/open-data'].title));
  const { data: manifest } = useOpenDumps();
  return (
    <>
      <PageHeader
        eyebrow={i18n._('Open data')}
        title={i18n._('The directory belongs to everyone')}
        description={i18n._(
          'Locals Market ranks nobody above anybody, and locks nobody in. Every public business profile is open data: download it, map it, print it, or run a mirror that stays in sync.',
        )}
      />
      <div className="mx-auto max-w-page space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <Section
          id="download"
          title={i18n._('Download the directory')}
          icon={<Download className="size-6" />}
        >
          <DumpDownloads manifest={manifest ?? null} />
        </Section>

        <div className="grid gap-14 lg:grid-cols-2 lg:gap-10">
          <Section id="licence" title={i18n._('Licence')} icon={<Scale className="size-6" />}>
            <p>
              {withTags(
                i18n._(
                  'The database is published under the <0>{database}</0>, and its contents under the <1>{contents}</1>. You may copy, adapt and share it, commercially too, as long as you credit it and share what you make from the database under the same licence.',
                  { database: OPEN_DATA_LICENCE.database.name, contents: OPEN_DATA_LICENCE.contents.name },
                ),
                {
                  0: (chunk) => (
                    <a className="font-medium text-primary underline" href={OPEN_DATA_LICENCE.database.url}>
                      {chunk}
                    </a>
                  ),
                  1: (chunk) => (
                    <a className="font-medium text-primary underline" href={OPEN_DATA_LICENCE.contents.url}>
                      {chunk}
                    </a>
                  ),
                },
              )}
            </p>
            <p>
              {withTags(
                i18n._('Attribution: <0>{attribution}</0>', { attribution: OPEN_DATA_LICENCE.attribution }),
                {
                  0: (chunk) => <strong className="text-ink">{chunk}</strong>,
                },
              )}
            </p>
            <p>{i18n._('How to cite it:')}</p>
            <blockquote className="rounded-xl border-l-4 border-clay bg-cream-deep/60 p-4 text-ink">
              {citation(manifest, i18n)}
            </blockquote>
          </Section>

          <Section
            id="left-out"
            title={i18n._('What is left out, and why')}
            icon={<Database className="size-6" />}
          >
            <p>{i18n._('Only what a public business page shows is published, and not all of that:')}</p>
            <ul className="list-disc space-y-2 pl-5 marker:text-clay">
              {LEFT_OUT.map((item) => (
                <li key={item}>{i18n._(item)}</li>
              ))}
            </ul>
          </Section>
        </div>

        <Section
          id="columns"
          title={i18n._('What each row holds')}
          icon={<FileSpreadsheet className="size-6" />}
        >
          <p>
            {i18n._(
              'The CSV follows RFC 4180 (UTF-8, every field quoted, one row per business; lists are separated by “;”). A text that starts with =, +, - or @ is written after an apostrophe so spreadsheets do not run it. The GeoJSON is a FeatureCollection of Points with the same properties.',
            )}
          </p>
          <Card className="p-0">
            <dl className="divide-y divide-line/70">
              {OPEN_DATA_COLUMNS.map(([name, meaning]) => (
                <div key={name} className="grid gap-1 px-5 py-3 sm:grid-cols-[13rem_1fr] sm:gap-6">
                  <dt className="font-mono text-sm font-semibold text-ink">{name}</dt>
                  <dd className="text-sm text-ink-soft">{i18n._(meaning)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </Section>

        <Section id="sync" title={i18n._('Keep a copy in sync')} icon={<RefreshCw className="size-6" />}>
          <ol className="list-decimal space-y-3 pl-5 marker:font-semibold marker:text-clay-strong">
            <li>
              {withCode(
                i18n._(
                  'Load a dump. Its manifest (<0>{file}</0> beside each file) gives its SHA-256 and a <1>cursor</1>: the change feed’s position when the dump was read.',
                  { file: '<file>.json' },
                ),
              )}
            </li>
            <li>
              {withCode(
                i18n._(
                  'Ask <0>GET /api/open/businesses?cursor=…</0>. Each page lists, in the order the changes were made, the <1>businesses</1> that changed (replace your copy by <2>id</2>) and the ids of those <3>gone</3>: unpublished, hidden, in a paused state or deleted (remove them).',
                ),
              )}
            </li>
            <li>
              {withCode(
                i18n._(
                  'Ask again with the page’s <0>cursor</0> while <1>more</1> is true, then every few minutes. Without a cursor, <2>updated_since</2> (an ISO 8601 time) starts at the first change at or after it.',
                ),
              )}
            </li>
          </ol>
          <p>
            {withTags(
              i18n._(
                'Pages hold {size} changes, or up to {max} with <0>limit</0>. Each address may ask {rate} times a minute; past that the answer is 429 with <1>Retry-After</1>. The files answer <2>ETag</2>, <3>Last-Modified</3> and range requests, so an interrupted download resumes. The API reference is at <4>/api/docs</4>.',
                { size: OPEN_FEED_PAGE.default, max: OPEN_FEED_PAGE.max, rate: OPEN_FEED_LIMIT.max },
              ),
              {
                0: (chunk) => <Code>{chunk}</Code>,
                1: (chunk) => <Code>{chunk}</Code>,
                2: (chunk) => <Code>{chunk}</Code>,
                3: (chunk) => <Code>{chunk}</Code>,
                4: (chunk) => (
                  <a className="font-medium text-primary underline" href="/api/docs">
                    {chunk}
                  </a>
                ),
              },
            )}
          </p>
          <p className="flex items-start gap-2 rounded-xl bg-cream-deep/70 p-4">
            <MapPinned aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-clay-strong" />
            {i18n._(
              'Making a printed map? Open the GeoJSON in QGIS as it is: the points are ZIP code centroids, so businesses of one ZIP code share a point.',
            )}
          </p>
        </Section>
      </div>
    </>
  );
}
