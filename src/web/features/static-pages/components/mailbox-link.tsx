import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';

/** A mailto: link to the support mailbox. */
export function MailboxLink({ className }: { className?: string }) {
  return (
    <a
      href={`mailto:${SUPPORT_EMAIL}`}
      className={cn(
        'inline-flex items-center gap-2 rounded-sm font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary',
        className,
      )}
    >
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      {SUPPORT_EMAIL}
    </a>
  );
}
