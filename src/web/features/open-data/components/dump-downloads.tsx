import { ChevronDown, FileDown } from 'lucide-react';
import { formatBytes } from '#shared/display/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import type { DumpFile, DumpManifest } from '../api/get-open-dumps.ts';

const FORMAT_LABEL = { csv: 'CSV', geojson: 'GeoJSON' } as const;
const FORMAT_NOTE = {
  csv: /*i18n*/ 'For spreadsheets and databases.',
  geojson: /*i18n*/ 'For maps: QGIS, MapLibre, Leaflet.',
} as const;

const tag = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

const day = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(tag(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function FileLink({ file, label }: { file: DumpFile; label: string }) {
  return (
    <a
      href={file.url}
      download
      className="inline-flex items-center gap-1.5 rounded-md font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
    >
      <FileDown aria-hidden="true" className="size-4 shrink-0" />
      {label}
      <span className="text-sm font-normal text-ink-soft">({formatBytes(file.bytes)})</span>
    </a>
  );
}

/** The whole directory's two files, then every live state's, from the latest manifest. */
export function DumpDownloads({ manifest }: { manifest: DumpManifest | null }) {
  const i18n = useI18n();
  if (!manifest)
    return (
      <p className="rounded-xl bg-cream-deep/70 p-4">
        {i18n._(
          'The first files are being written. They appear here a few minutes after the marketplace starts, and are written again every day.',
        )}
      </p>
    );
  const whole = manifest.files.filter((f) => f.state === null);
  const states = [...new Set(manifest.files.flatMap((f) => (f.state ? [f.state] : [])))];
  const fileOf = (state: string, format: DumpFile['format']) =>
    manifest.files.find((f) => f.state === state && f.format === format);
  const count = manifest.count.toLocaleString(tag(i18n.locale));
  const date = day(manifest.generated_at, i18n.locale);
  return (
    <>
      <p>
        {manifest.count === 1
          ? i18n._(
              '{count} business, written {date}. The files are written again every day, gzip-compressed UTF-8.',
              { count, date },
            )
          : i18n._(
              '{count} businesses, written {date}. The files are written again every day, gzip-compressed UTF-8.',
              { count, date },
            )}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {whole.map((file) => (
          <li key={file.name}>
            <Card className="h-full p-6">
              <h3 className="text-xl font-semibold text-ink">
                {i18n._('The whole directory as {format}', { format: FORMAT_LABEL[file.format] })}
              </h3>
              <p className="mt-1 text-sm text-ink-soft">{i18n._(FORMAT_NOTE[file.format])}</p>
              <p className="mt-4">
                <FileLink file={file} label={file.name} />
              </p>
              <p className="mt-3 text-xs break-all text-ink-soft">
                {withTags(i18n._('SHA-256 <0>{hash}</0> · <1>manifest</1>', { hash: file.sha256 }), {
                  0: (chunk) => <span className="font-mono">{chunk}</span>,
                  1: (chunk) => (
                    <a className="underline" href={`${file.url}.json`}>
                      {chunk}
                    </a>
                  ),
                })}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl border border-line/70 bg-paper px-5 py-4 font-semibold text-ink shadow-soft [&::-webkit-details-marker]:hidden">
          {states.length === 1
            ? i18n._('One state at a time ({count} live state)', { count: states.length })
            : i18n._('One state at a time ({count} live states)', { count: states.length })}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-clay-strong transition-transform group-open:rotate-180"
          />
        </summary>
        <DataTable
          className="mt-3"
          caption={i18n._('Each live state’s files')}
          rowKey={(row) => row.state}
          rows={states.map((state) => ({
            state,
            csv: fileOf(state, 'csv'),
            geo: fileOf(state, 'geojson'),
          }))}
          columns={[
            {
              key: 'state',
              header: i18n._('State'),
              primary: true,
              cell: (r) => <span className="font-medium">{r.state}</span>,
            },
            {
              key: 'count',
              header: i18n._('Businesses'),
              numeric: true,
              cell: (r) => (r.csv?.count ?? 0).toLocaleString(tag(i18n.locale)),
            },
            {
              key: 'files',
              header: i18n._('Files'),
              cell: (r) => (
                <span className="flex flex-wrap justify-end gap-x-5 gap-y-1 sm:justify-start">
                  {r.csv ? <FileLink file={r.csv} label={FORMAT_LABEL.csv} /> : null}
                  {r.geo ? <FileLink file={r.geo} label={FORMAT_LABEL.geojson} /> : null}
                </span>
              ),
            },
          ]}
        />
      </details>
    </>
  );
}
