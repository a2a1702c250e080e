import { SITE_NAME } from '#shared/display/page-meta.ts';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../ui/app-link.tsx';
import { BrandMark } from './brand-mark.tsx';

export function BrandLink({ className }: { className?: string }) {
  return (
    <AppLink
      to={paths.home}
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md font-display text-xl font-semibold',
        className,
      )}
    >
      <BrandMark />
      <span>{SITE_NAME}</span>
    </AppLink>
  );
}
