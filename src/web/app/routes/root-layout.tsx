import { useEffect } from 'react';
import { type LoaderFunctionArgs, type Location, Outlet, ScrollRestoration } from 'react-router';
import { loadSession } from '../../api/get-session.ts';
import { DeferredToaster } from '../../components/layouts/deferred-toaster.tsx';
import { SiteFooter } from '../../components/layouts/site-footer.tsx';
import { SiteHeader } from '../../components/layouts/site-header.tsx';
import { SkipLink } from '../../components/layouts/skip-link.tsx';
import { replayClicks } from '../../lib/clicks-before-hydration.ts';
import { load } from '../../lib/route-context.ts';
import { replayTyping } from '../../lib/typed-before-hydration.ts';

/**
 * Where a page's scroll position is kept: per history entry, but a page opened afresh (its entry is
 * "default") by its address, so it never takes the position that another page opened afresh in this
 * tab left, and a link to a place on a page (a feed's `#post-<id>`) lands there.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;

/** The frame of every page: skip link, nav bar, <main id="main">, footer, toasts. */
export function Component() {
  // The app is running (hydrated, or rendered in the browser): what was typed before it did is
  // typed again into the forms, now listening (this runs after every page's own effects), the
  // controls pressed meanwhile are pressed again, and end-to-end walks wait for the mark.
  useEffect(() => {
    replayTyping();
    replayClicks();
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <DeferredToaster />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/** Every page's nav (and some pages' data) follows the session: known before the page renders. */
export function loader({ context }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) => loadSession(client, transport));
}
