import { useI18n } from '../../lib/i18n.tsx';

/** First focusable element on every page: jumps past the nav to <main id="main">. */
export function SkipLink() {
  const i18n = useI18n();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-pill focus:bg-primary focus:px-5 focus:py-3 focus:font-semibold focus:text-cream focus:shadow-lift"
    >
      {i18n._('Skip to main content')}
    </a>
  );
}
