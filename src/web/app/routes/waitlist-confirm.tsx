export { WaitlistConfirmPage as WaitlistConfirmRoute } from '../../features/waitlist/components/waitlist-confirm-page.tsx';
