import { useEffect } from 'react';
import { documentTitle } from '#shared/display/page-meta.ts';

/** Sets the tab title to "{title} · Locals Market" (or the site title alone) while mounted. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
