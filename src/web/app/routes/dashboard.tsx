// `/dashboard`: the signed-in person's dashboard (issue 6).
export { CustomerDashboardPage as DashboardPage } from '../../features/dashboard/components/customer/customer-dashboard-page.tsx';
