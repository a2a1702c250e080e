import { Mail } from 'lucide-react';
import { usePublicConfig } from '../../../api/get-public-config.ts';
import { cn } from '../../../lib/cn.ts';

/** A mailto: link to the support mailbox (SUPPORT_EMAIL). */
export function MailboxLink({ className }: { className?: string }) {
  const email = usePublicConfig()?.supportEmail;
  if (!email) return null;
  return (
    <a
      href={`mailto:${email}`}
      className={cn(
        'inline-flex items-center gap-2 rounded-sm font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary',
        className,
      )}
    >
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      {email}
    </a>
  );
}
