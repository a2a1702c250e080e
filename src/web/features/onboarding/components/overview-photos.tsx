/** Small thumbnails of a business's photos on the edit overview. */
export function OverviewPhotos({ urls, label }: { urls: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {urls.map((url, i) => (
        <li key={url}>
          <img
            src={url}
            alt={urls.length > 1 ? `${label} ${i + 1}` : label}
            width={64}
            height={64}
            loading="lazy"
            className="size-16 rounded-lg object-cover shadow-soft"
          />
        </li>
      ))}
    </ul>
  );
}
