// `/waitlist` (docs/product.md §13); its form also works before the script does.
export { waitlistAction as action } from '../../features/waitlist/api/waitlist-action.ts';
export { WaitlistPage as Component } from '../../features/waitlist/components/waitlist-page.tsx';
