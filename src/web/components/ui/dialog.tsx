// A modal dialog on radix-ui Dialog: focus trap, Escape to close, labelled by its title.
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

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
}

export function DialogContent({ title, description, children, className, hideClose }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px] motion-safe:animate-fade-in" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-2xl border border-line bg-paper p-6 shadow-lift motion-safe:animate-rise-in',
          className,
        )}
      >
        <RadixDialog.Title className="pr-8 text-2xl font-semibold text-ink">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-2 text-ink-soft">{description}</RadixDialog.Description>
        ) : null}
        <div className="mt-5">{children}</div>
        {hideClose ? null : (
          <RadixDialog.Close
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-pill text-ink-muted hover:bg-cream-deep hover:text-ink"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
