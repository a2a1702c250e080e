// The islands runtime: on a public page the app does not run on, each island is hydrated as a
// root of its own from the props the server wrote beside it (docs/decisions/041-islands.md).
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { english } from '#shared/i18n/english.ts';
import { type Locale, localeOfPath } from '#shared/i18n/locale.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { stopNotingClicks } from '../lib/clicks-before-hydration.ts';
import { I18nProvider } from '../lib/i18n.tsx';
import { ISLANDS, isIslandName } from './registry.ts';

/** Tells `onCommit` once its island is hydrated (its effects run after the commit). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * The page's translator for its islands. English needs no catalog; in Spanish, only the messages
 * its islands' files write, each module fetched once (written by `npm run i18n`: docs/decisions/042).
 */
async function islandsTranslator(locale: Locale, names: string[]): Promise<Translator> {
  if (locale === 'en') return english;
  const [{ islandMessages }, { translator }] = await Promise.all([
    import('./messages/es.ts'),
    import('#shared/i18n/translator.ts'),
  ]);
  const modules = await Promise.all([...new Set(names)].flatMap((name) => islandMessages[name]?.() ?? []));
  return translator(locale, Object.assign({}, ...modules.map((m) => m.messages)));
}

/** Hydrates every island of the page; resolves once all are live. */
export async function hydrateIslands(doc: Document) {
  // An island inside another is part of the outer one's root.
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (element) => !element.parentElement?.closest('[data-island]'),
  );
  const i18n = islandsTranslator(
    localeOfPath(doc.location?.pathname ?? '/').locale,
    islands.map((element) => element.dataset.island ?? ''),
  );
  const parts = await Promise.all(
    islands.map(async (element) => {
      const name = element.dataset.island;
      if (!isIslandName(name)) throw new Error(`Unknown island: ${name}`);
      return { element, Component: await ISLANDS[name](), props: JSON.parse(element.dataset.props ?? '{}') };
    }),
  );
  const translator = await i18n;
  // From here React answers clicks itself (and replays those made while it hydrates).
  stopNotingClicks();
  await Promise.all(
    parts.map(
      ({ element, Component, props }) =>
        new Promise<void>((committed) => {
          // As a transition, React hydrates in slices that yield to the browser (a tap, a frame)
          // rather than in one long task on a slow phone's main thread.
          startTransition(() => {
            hydrateRoot(
              element,
              <StrictMode>
                <I18nProvider i18n={translator}>
                  <Committed onCommit={committed}>
                    <Component {...props} />
                  </Committed>
                </I18nProvider>
              </StrictMode>,
            );
          });
        }),
    ),
  );
}
