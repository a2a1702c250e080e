// `/waitlist` (docs/product.md §13); its form also works before the script does.
export { waitlistAction } from '../../features/waitlist/api/waitlist-action.ts';
export { WaitlistPage as WaitlistRoute } from '../../features/waitlist/components/waitlist-page.tsx';
