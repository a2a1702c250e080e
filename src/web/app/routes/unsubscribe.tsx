export { UnsubscribePage as UnsubscribeRoute } from '../../features/waitlist/components/unsubscribe-page.tsx';
