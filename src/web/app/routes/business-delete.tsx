// `/dashboard/business/:businessId/delete`: delete a business after typing its username (issue 6).
export { DeleteBusinessPage } from '../../features/dashboard/components/delete/delete-business-page.tsx';
