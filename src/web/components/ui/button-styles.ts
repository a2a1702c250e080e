// Class recipes for buttons, shared by <Button> and <ButtonLink>.
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold transition ' +
  'duration-150 ease-out select-none disabled:pointer-events-none disabled:opacity-55 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-55 [&_svg]:size-[1.1em] [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary:
    'rounded-pill bg-primary text-cream shadow-soft hover:bg-primary-hover hover:shadow-lift active:translate-y-px',
  secondary:
    'rounded-pill border border-line bg-paper text-ink shadow-soft hover:border-ink-muted/50 hover:bg-cream-deep active:translate-y-px',
  ghost: 'rounded-pill text-ink hover:bg-cream-deep active:bg-line/60',
  link: 'rounded-sm text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary',
  danger: 'rounded-pill bg-danger text-paper shadow-soft hover:bg-[#93201a] active:translate-y-px',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.95rem]',
  lg: 'h-13 px-7 text-base',
  icon: 'size-11',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyleProps = {}) {
  return cn(base, variants[variant], variant === 'link' ? 'h-auto px-0' : sizes[size], className);
}
