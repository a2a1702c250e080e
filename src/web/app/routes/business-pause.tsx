// `/dashboard/business/:businessId/pause`: the paused-dashboard notice (issue 6).
export { BusinessPausePage } from '../../features/dashboard/components/pause/business-pause-page.tsx';
