import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import { MailboxLink } from './mailbox-link.tsx';

/** 'Questions?' box at the end of the Terms and Privacy pages. */
export function QuestionsFooter({ topic }: { topic: string }) {
  const i18n = useI18n();
  return (
    <aside className="rounded-xl bg-primary-soft px-6 py-5 text-ink-soft">
      <h2 className="text-xl font-semibold text-ink">{i18n._('Questions about {topic}?', { topic })}</h2>
      <p className="mt-1.5">
        {withTags(i18n._('Write to us at <0></0> — a real person on our small team reads every message.'), {
          0: () => <MailboxLink />,
        })}
      </p>
    </aside>
  );
}
