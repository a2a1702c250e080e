import { Link, type LinkProps } from 'react-router';
import { type ButtonStyleProps, buttonClasses } from './button-styles.ts';

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** A react-router <Link> that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
