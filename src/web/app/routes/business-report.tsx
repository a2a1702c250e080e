// `/business/:username/report`: reporting a business as a page (works before the script does).
export { reportAction } from '../../features/marketplace/api/report-action.ts';
export { ReportBusinessPage } from '../../features/marketplace/components/report-business-page.tsx';
