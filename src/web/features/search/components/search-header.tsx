import { Eyebrow } from '../../../components/ui/eyebrow.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import { SearchBox } from './search-box.tsx';

/** The search page's band: what is being looked for, and the words to change it. */
export function SearchHeader({ q, params }: { q: string; params: URLSearchParams }) {
  const i18n = useI18n();
  return (
    <div className="border-b border-line/70 bg-cream-deep/50">
      <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <Eyebrow>{i18n._('Search')}</Eyebrow>
        <h1 className="mt-2 text-3xl font-semibold break-words text-ink sm:text-4xl">
          {q
            ? withTags(i18n._('Results for <0>“{q}”</0>', { q }), {
                0: (chunk) => <span className="text-primary">{chunk}</span>,
              })
            : i18n._('Find a local business')}
        </h1>
        <SearchBox q={q} hidden={params} className="mt-5 max-w-2xl" />
      </div>
    </div>
  );
}
