export { UpdatesPage as UpdatesRoute } from '../../features/dashboard/components/updates/updates-page.tsx';
