import { AppLink, type AppLinkProps } from './app-link.tsx';
import { type ButtonStyleProps, buttonClasses } from './button-styles.ts';

export type ButtonLinkProps = AppLinkProps & ButtonStyleProps;

/** A link to a page of the app (<AppLink>) that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <AppLink className={buttonClasses({ variant, size, className })} {...props} />;
}
