import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import type { TextSection } from '../content/types.ts';

export interface TextPageProps {
  eyebrow: string;
  title: string;
  description: ReactNode;
  sections: readonly TextSection[];
  /** Shown after the sections, e.g. how to reach us. */
  footer?: ReactNode;
}

/** A long text page with a table of contents: Terms and Conditions, Privacy Notice. */
export function TextPage({ eyebrow, title, description, sections, footer }: TextPageProps) {
  const i18n = useI18n();
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:px-8">
        <nav aria-label={i18n._('On this page')} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-clay-strong uppercase">
            {i18n._('On this page')}
          </h2>
          <ol className="mt-3 space-y-1.5 border-l-2 border-line pl-4 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink-soft hover:text-primary hover:underline">
                  {i18n._(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold text-ink sm:text-3xl">
                {i18n._(section.title)}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-ink-soft">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{i18n._(paragraph)}</p>
                ))}
                {section.list ? (
                  <ul className="list-disc space-y-1.5 pl-5 marker:text-clay">
                    {section.list.map((item) => (
                      <li key={item}>{i18n._(item)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
          {footer}
        </article>
      </div>
    </>
  );
}
