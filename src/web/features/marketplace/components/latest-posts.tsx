import { PostCard } from '../../../components/posts/post-card.tsx';
import { useBusinessPosts } from '../api/posts.ts';

/** The business page's "Latest": coming events in date order, then the rest newest first. */
export function LatestPosts({ username }: { username: string }) {
  const { data } = useBusinessPosts(username, true);
  if (!data?.items.length) return null;
  return (
    <section aria-labelledby="latest-title" className="mt-12">
      <h2 id="latest-title" className="text-2xl font-semibold text-ink">
        Latest
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {data.items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
