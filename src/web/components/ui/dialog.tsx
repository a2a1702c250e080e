// A modal dialog on radix-ui Dialog: focus trap, Escape to close, labelled by its title.
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DIALOG_CLOSE, DIALOG_PANEL, DIALOG_TITLE } from './dialog-styles.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Hide the corner close button (e.g. when the footer has Cancel). */
  hideClose?: boolean;
  /** 'sheet': rises from the bottom on phones (a centred dialog from 640 px). */
  placement?: 'center' | 'sheet';
}

const PLACEMENT = {
  center: 'top-1/2 left-1/2 max-h-[90dvh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  sheet:
    'bottom-0 left-0 max-h-[88dvh] w-full rounded-t-2xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-[min(92vw,30rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
};

export function DialogContent({
  title,
  description,
  children,
  className,
  hideClose,
  placement = 'center',
}: DialogContentProps) {
  const i18n = useI18n();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px] motion-safe:animate-fade-in" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        // A sheet of controls opens on its title, not its first field (no keyboard popping up on phones).
        onOpenAutoFocus={
          placement === 'sheet'
            ? (event) => {
                event.preventDefault();
                (event.currentTarget as HTMLElement | null)?.focus();
              }
            : undefined
        }
        className={cn('fixed z-50', DIALOG_PANEL, PLACEMENT[placement], className)}
      >
        <RadixDialog.Title className={DIALOG_TITLE}>{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-2 text-ink-soft">{description}</RadixDialog.Description>
        ) : null}
        <div className="mt-5">{children}</div>
        {hideClose ? null : (
          <RadixDialog.Close className={DIALOG_CLOSE} aria-label={i18n._('Close')}>
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
