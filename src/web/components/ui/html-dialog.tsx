// A dialog the page opens without script: a <dialog> shown by its button's `command="show-modal"`
// (HTML's invoker commands; the entry script stands in where a browser lacks them). For a dialog
// that must work on a page the app does not run on (docs/decisions/041); the app's own dialogs are
// Radix's (dialog.tsx), drawn alike (dialog-styles.ts).
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DIALOG_CLOSE, DIALOG_PANEL, DIALOG_TITLE } from './dialog-styles.ts';

export interface HtmlDialogProps {
  id: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Rises from the bottom on phones (a centred dialog from 640 px), as the app's sheet does. */
export function HtmlDialog({ id, title, children, className }: HtmlDialogProps) {
  const i18n = useI18n();
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      // Closed by a click on the backdrop, as the app's dialogs are.
      closedby="any"
      className={cn(
        DIALOG_PANEL,
        'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[88dvh] w-full max-w-none rounded-t-2xl text-ink',
        'backdrop:bg-ink/45 backdrop:backdrop-blur-[2px]',
        'sm:inset-0 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[min(92vw,30rem)] sm:rounded-2xl',
        className,
      )}
    >
      {/* First, so opening focuses it rather than a field (no keyboard popping up on phones). */}
      <button
        type="button"
        command="close"
        commandfor={id}
        className={DIALOG_CLOSE}
        aria-label={i18n._('Close')}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <h2 id={`${id}-title`} className={DIALOG_TITLE}>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </dialog>
  );
}
