import { MailboxLink } from './mailbox-link.tsx';

/** 'Questions?' box at the end of the Terms and Privacy pages. */
export function QuestionsFooter({ topic }: { topic: string }) {
  return (
    <aside className="rounded-xl bg-primary-soft px-6 py-5 text-ink-soft">
      <h2 className="text-xl font-semibold text-ink">Questions about {topic}?</h2>
      <p className="mt-1.5">
        Write to us at <MailboxLink /> — a real person on our small team reads every message.
      </p>
    </aside>
  );
}
