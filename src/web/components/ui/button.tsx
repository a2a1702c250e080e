import type { ComponentProps } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { type ButtonStyleProps, buttonClasses } from './button-styles.ts';
import { Slot } from './slot.tsx';
import { Spinner } from './spinner.tsx';

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleProps {
  /** Render the single child element (e.g. an <a>) with button styles instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and announces `loadingText`. */
  loading?: boolean;
  loadingText?: string;
}

export function Button({
  asChild = false,
  loading = false,
  loadingText,
  variant,
  size,
  className,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const i18n = useI18n();
  const classes = buttonClasses({ variant, size, className });
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner label={loadingText ?? i18n._('Working…')} /> : null}
      {loading && loadingText ? <span aria-hidden="true">{loadingText}</span> : children}
    </button>
  );
}
