import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface FieldErrorProps {
  id?: string;
  message?: string | null;
  className?: string;
}

/**
 * A field's error text; point the control's aria-describedby at `id`. Renders nothing without a message.
 * The message is drawn in the page's language: the shared schemas' and the server's are English ids.
 */
export function FieldError({ id, message, className }: FieldErrorProps) {
  const i18n = useI18n();
  if (!message) return null;
  return (
    <p id={id} className={cn('flex items-start gap-1.5 text-sm font-medium text-danger', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{i18n._(message)}</span>
    </p>
  );
}
