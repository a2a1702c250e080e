// `/dashboard/business/:businessId`: the owner's business dashboard (issue 6).
export { BusinessDashboardPage } from '../../features/dashboard/components/business/business-dashboard-page.tsx';
