import { useEffect } from 'react';
import { documentTitle, HOME_TITLE } from '#shared/display/page-meta.ts';
import { useI18n } from './i18n.tsx';

/** Sets the tab title to "{title} · Locals Market" (or the site title alone) while mounted. */
export function useDocumentTitle(title?: string) {
  const i18n = useI18n();
  const text = title ? documentTitle(title) : i18n._(HOME_TITLE);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
