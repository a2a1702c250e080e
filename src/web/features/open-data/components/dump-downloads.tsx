import { ChevronDown, FileDown } from 'lucide-react';
import { formatBytes } from '#shared/display/format.ts';
import { Card } from '../../../components/ui/card.tsx';
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
      <details className="group rounded-xl border border-line/70 bg-paper">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-5 py-4 font-semibold text-ink group-open:rounded-b-none group-open:border-b group-open:border-line/70 [&::-webkit-details-marker]:hidden">
          One state at a time ({states.length} live {states.length === 1 ? 'state' : 'states'})
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-clay-strong transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-[0.08em] text-ink-soft uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                  State
                </th>
                <th scope="col" className="hidden px-5 py-3 font-semibold sm:table-cell">
                  Businesses
                </th>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                  Files
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line/70">
              {states.map((state) => {
                const csv = fileOf(state, 'csv');
                const geo = fileOf(state, 'geojson');
                return (
                  <tr key={state}>
                    <th scope="row" className="px-4 py-3 font-medium text-ink sm:px-5">
                      {state}
                      <span className="block text-xs font-normal text-ink-soft sm:hidden">
                        {plural(csv?.count ?? 0)}
                      </span>
                    </th>
                    <td className="hidden px-5 py-3 tabular-nums sm:table-cell">
                      {(csv?.count ?? 0).toLocaleString('en-US')}
                    </td>
                    <td className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:flex-wrap sm:gap-x-5 sm:px-5">
                      {csv ? <FileLink file={csv} label="CSV" /> : null}
                      {geo ? <FileLink file={geo} label="GeoJSON" /> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
