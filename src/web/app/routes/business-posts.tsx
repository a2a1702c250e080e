export { PostsPage as BusinessPostsPage } from '../../features/dashboard/components/posts/posts-page.tsx';
