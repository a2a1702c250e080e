import { Button } from '../../../components/ui/button.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** The words of the search page (a GET form: Enter searches, with or without the script); the filters stay. */
export function SearchBox({
  q,
  hidden,
  className,
}: {
  q: string;
  hidden: URLSearchParams;
  className?: string;
}) {
  const i18n = useI18n();
  return (
    <SearchForm label={i18n._('Search')} className={cn('flex gap-2', className)}>
      {[...hidden].map(([key, value]) =>
        key === 'q' || key === 'cursor' ? null : (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ),
      )}
      <SearchInput
        id="search-words"
        q={q}
        size="lg"
        placeholder={i18n._('Bakery, Black-owned, candles, barber…')}
        className="flex-1"
      />
      <Button type="submit" size="lg" className="px-6">
        {i18n._('Search')}
      </Button>
    </SearchForm>
  );
}
