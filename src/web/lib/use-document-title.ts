import { useEffect } from 'react';

const SITE = 'Locals Market';

/** Sets the tab title to "{title} · Locals Market" (or the site title alone) while mounted. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} — where locals shop locals`;
  }, [title]);
}
