import { ChevronDown } from 'lucide-react';
import { useI18n } from '../../../lib/i18n.tsx';
import type { FaqGroup } from '../content/faq.ts';

/** Questions and answers as native disclosure widgets (keyboard and screen-reader friendly). */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  const i18n = useI18n();
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.title} aria-label={i18n._(group.title)}>
          <h2 className="text-2xl font-semibold text-ink sm:text-3xl">{i18n._(group.title)}</h2>
          <div className="mt-4 divide-y divide-line/70 overflow-hidden rounded-xl border border-line/70 bg-paper shadow-soft">
            {group.entries.map((entry) => (
              <details key={entry.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-cream [&::-webkit-details-marker]:hidden">
                  {i18n._(entry.question)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-clay-strong transition group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-ink-soft">{i18n._(entry.answer)}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
