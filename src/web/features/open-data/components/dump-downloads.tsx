import { ChevronDown, FileDown } from 'lucide-react';
import { formatBytes } from '#shared/display/format.ts';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DumpFile, DumpManifest } from '../api/get-open-dumps.ts';

const FORMAT_LABEL = { csv: 'CSV', geojson: 'GeoJSON' } as const;
const FORMAT_NOTE = {
  csv: 'For spreadsheets and databases.',
  geojson: 'For maps: QGIS, MapLibre, Leaflet.',
} as const;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const plural = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'business' : 'businesses'}`;

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
  if (!manifest)
    return (
      <p className="rounded-xl bg-cream-deep/70 p-4">
        The first files are being written. They appear here a few minutes after the marketplace starts, and
        are written again every day.
      </p>
    );
  const whole = manifest.files.filter((f) => f.state === null);
  const states = [...new Set(manifest.files.flatMap((f) => (f.state ? [f.state] : [])))];
  const fileOf = (state: string, format: DumpFile['format']) =>
    manifest.files.find((f) => f.state === state && f.format === format);
  return (
    <>
      <p>
        {plural(manifest.count)}, written {day(manifest.generated_at)}. The files are written again every day,
        gzip-compressed UTF-8.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {whole.map((file) => (
          <li key={file.name}>
            <Card className="h-full p-6">
              <h3 className="text-xl font-semibold text-ink">
                The whole directory as {FORMAT_LABEL[file.format]}
              </h3>
              <p className="mt-1 text-sm text-ink-soft">{FORMAT_NOTE[file.format]}</p>
              <p className="mt-4">
                <FileLink file={file} label={file.name} />
              </p>
              <p className="mt-3 text-xs break-all text-ink-soft">
                SHA-256 <span className="font-mono">{file.sha256}</span> ·{' '}
                <a className="underline" href={`${file.url}.json`}>
                  manifest
                </a>
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl border border-line/70 bg-paper px-5 py-4 font-semibold text-ink shadow-soft [&::-webkit-details-marker]:hidden">
          One state at a time ({states.length} live {states.length === 1 ? 'state' : 'states'})
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-clay-strong transition-transform group-open:rotate-180"
          />
        </summary>
        <DataTable
          className="mt-3"
          caption="Each live state’s files"
          rowKey={(row) => row.state}
          rows={states.map((state) => ({
            state,
            csv: fileOf(state, 'csv'),
            geo: fileOf(state, 'geojson'),
          }))}
          columns={[
            {
              key: 'state',
              header: 'State',
              primary: true,
              cell: (r) => <span className="font-medium">{r.state}</span>,
            },
            {
              key: 'count',
              header: 'Businesses',
              numeric: true,
              cell: (r) => (r.csv?.count ?? 0).toLocaleString('en-US'),
            },
            {
              key: 'files',
              header: 'Files',
              cell: (r) => (
                <span className="flex flex-wrap justify-end gap-x-5 gap-y-1 sm:justify-start">
                  {r.csv ? <FileLink file={r.csv} label="CSV" /> : null}
                  {r.geo ? <FileLink file={r.geo} label="GeoJSON" /> : null}
                </span>
              ),
            },
          ]}
        />
      </details>
    </>
  );
}
