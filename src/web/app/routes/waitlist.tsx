export { WaitlistPage as WaitlistRoute } from '../../features/waitlist/components/waitlist-page.tsx';
