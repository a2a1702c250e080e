/** A little hand-drawn shopfront with a heart: the empty favourites state (decorative). */
export function JourneyIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 140" aria-hidden="true" className={className} fill="none">
      <ellipse cx="100" cy="128" rx="82" ry="8" fill="var(--color-cream-deep)" />
      <path
        d="M38 58h124v66H38z"
        fill="var(--color-paper)"
        stroke="var(--color-ink-soft)"
        strokeWidth="2.5"
      />
      <path
        d="M30 40h140l-8 22H38z"
        fill="var(--color-clay-soft)"
        stroke="var(--color-ink-soft)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M51 40l-5 22m27-22-2 22m29-22v22m27-22 2 22m27-22 5 22"
        stroke="var(--color-clay)"
        strokeWidth="6"
        strokeLinecap="round"
        opacity=".85"
      />
      <path
        d="M36 62a10 10 0 0 0 16 0 10 10 0 0 0 16 0 10 10 0 0 0 16 0 10 10 0 0 0 16 0 10 10 0 0 0 16 0 10 10 0 0 0 16 0 10 10 0 0 0 16 0 10 10 0 0 0 16 0"
        stroke="var(--color-ink-soft)"
        strokeWidth="2.5"
      />
      <rect
        x="52"
        y="78"
        width="44"
        height="30"
        rx="4"
        fill="var(--color-primary-soft)"
        stroke="var(--color-ink-soft)"
        strokeWidth="2.5"
      />
      <path
        d="M58 100c6-8 10-8 14-2s8 4 18-6"
        stroke="var(--color-sage)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M110 124V80a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v44"
        fill="var(--color-honey)"
        stroke="var(--color-ink-soft)"
        strokeWidth="2.5"
      />
      <circle cx="134" cy="102" r="2.5" fill="var(--color-ink-soft)" />
      <path
        d="M160 22c-6-9-20-4-16 7 2 6 16 15 16 15s14-9 16-15c4-11-10-16-16-7z"
        fill="var(--color-clay)"
        stroke="var(--color-ink-soft)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M20 30l4 4m0-4-4 4M182 70l3 3m0-3-3 3"
        stroke="var(--color-clay-strong)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
