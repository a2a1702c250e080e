import { Database, Download, FileSpreadsheet, MapPinned, RefreshCw, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import {
  OPEN_DATA_COLUMNS,
  OPEN_DATA_LICENCE,
  OPEN_FEED_LIMIT,
  OPEN_FEED_PAGE,
} from '#shared/open-data/open-data.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type DumpManifest, useOpenDumps } from '../api/get-open-dumps.ts';
import { DumpDownloads } from './dump-downloads.tsx';

const LEFT_OUT = [
  'Every email address, the business’s contact address included: a mirror should not become a mailing list.',
  'Home addresses. A business that does not welcome visitors is placed at its ZIP code’s centroid; a street address is published only where the business page shows a storefront.',
  'Owners’ names and stories, photos, prices, posts and neighbours’ notes: people’s own words and pictures, which they share with Locals Market to show on the site, not to license again.',
  'Drafts, hidden businesses, and businesses in states that are not live yet.',
  'Anything about shoppers: accounts, favourites, alerts and page views.',
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

function citation(manifest: DumpManifest | null | undefined) {
  const day = manifest ? manifest.generated_at.slice(0, 10) : 'YYYY-MM-DD';
  return `Locals Market directory, ${OPEN_DATA_LICENCE.attribution}, ${OPEN_DATA_LICENCE.database.id}, downloaded ${day}.`;
}

/** `/open-data`: what the directory publishes, under which licence, what it leaves out, and how to sync. */
export function OpenDataPage() {
  useDocumentTitle(STATIC_PAGE_META['/open-data'].title);
  const { data: manifest } = useOpenDumps();
  return (
    <>
      <PageHeader
        eyebrow="Open data"
        title="The directory belongs to everyone"
        description="Locals Market ranks nobody above anybody, and locks nobody in. Every public business profile is open data: download it, map it, print it, or run a mirror that stays in sync."
      />
      <div className="mx-auto max-w-page space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <Section id="download" title="Download the directory" icon={<Download className="size-6" />}>
          <DumpDownloads manifest={manifest ?? null} />
        </Section>

        <div className="grid gap-14 lg:grid-cols-2 lg:gap-10">
          <Section id="licence" title="Licence" icon={<Scale className="size-6" />}>
            <p>
              The database is published under the{' '}
              <a className="font-medium text-primary underline" href={OPEN_DATA_LICENCE.database.url}>
                {OPEN_DATA_LICENCE.database.name}
              </a>
              , and its contents under the{' '}
              <a className="font-medium text-primary underline" href={OPEN_DATA_LICENCE.contents.url}>
                {OPEN_DATA_LICENCE.contents.name}
              </a>
              . You may copy, adapt and share it, commercially too, as long as you credit it and share what
              you make from the database under the same licence.
            </p>
            <p>
              Attribution: <strong className="text-ink">{OPEN_DATA_LICENCE.attribution}</strong>
            </p>
            <p>How to cite it:</p>
            <blockquote className="rounded-xl border-l-4 border-clay bg-cream-deep/60 p-4 text-ink">
              {citation(manifest)}
            </blockquote>
          </Section>

          <Section id="left-out" title="What is left out, and why" icon={<Database className="size-6" />}>
            <p>Only what a public business page shows is published, and not all of that:</p>
            <ul className="list-disc space-y-2 pl-5 marker:text-clay">
              {LEFT_OUT.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>
        </div>

        <Section id="columns" title="What each row holds" icon={<FileSpreadsheet className="size-6" />}>
          <p>
            The CSV follows RFC 4180 (UTF-8, every field quoted, one row per business; lists are separated by
            “;”). A text that starts with =, +, - or @ is written after an apostrophe so spreadsheets do not
            run it. The GeoJSON is a FeatureCollection of Points with the same properties.
          </p>
          <Card className="p-0">
            <dl className="divide-y divide-line/70">
              {OPEN_DATA_COLUMNS.map(([name, meaning]) => (
                <div key={name} className="grid gap-1 px-5 py-3 sm:grid-cols-[13rem_1fr] sm:gap-6">
                  <dt className="font-mono text-sm font-semibold text-ink">{name}</dt>
                  <dd className="text-sm text-ink-soft">{meaning}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </Section>

        <Section id="sync" title="Keep a copy in sync" icon={<RefreshCw className="size-6" />}>
          <ol className="list-decimal space-y-3 pl-5 marker:font-semibold marker:text-clay-strong">
            <li>
              Load a dump. Its manifest (<Code>{'<file>.json'}</Code> beside each file) gives its SHA-256 and
              a <Code>cursor</Code>: the change feed’s position when the dump was read.
            </li>
            <li>
              Ask <Code>GET /api/open/businesses?cursor=…</Code>. Each page lists, in the order the changes
              were made, the <Code>businesses</Code> that changed (replace your copy by <Code>id</Code>) and
              the ids of those <Code>gone</Code>: unpublished, hidden, in a paused state or deleted (remove
              them).
            </li>
            <li>
              Ask again with the page’s <Code>cursor</Code> while <Code>more</Code> is true, then every few
              minutes. Without a cursor, <Code>updated_since</Code> (an ISO 8601 time) starts at the first
              change at or after it.
            </li>
          </ol>
          <p>
            Pages hold {OPEN_FEED_PAGE.default} changes, or up to {OPEN_FEED_PAGE.max} with <Code>limit</Code>
            . Each address may ask {OPEN_FEED_LIMIT.max} times a minute; past that the answer is 429 with{' '}
            <Code>Retry-After</Code>. The files answer <Code>ETag</Code>, <Code>Last-Modified</Code> and range
            requests, so an interrupted download resumes. The API reference is at{' '}
            <a className="font-medium text-primary underline" href="/api/docs">
              /api/docs
            </a>
            .
          </p>
          <p className="flex items-start gap-2 rounded-xl bg-cream-deep/70 p-4">
            <MapPinned aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-clay-strong" />
            Making a printed map? Open the GeoJSON in QGIS as it is: the points are ZIP code centroids, so
            businesses of one ZIP code share a point.
          </p>
        </Section>
      </div>
    </>
  );
}
