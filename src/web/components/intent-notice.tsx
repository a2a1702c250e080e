import { INTENTS, type Intent, intentOf } from '../lib/after-sign-in.ts';
import { useI18n } from '../lib/i18n.tsx';
import { FormAlert } from './ui/form-alert.tsx';

/** Says on the auth page why it asks: 'Log in to save favourites' (src/web/lib/after-sign-in.ts). */
export function IntentNotice({ redirect }: { redirect: string | null }) {
  const i18n = useI18n();
  const intent: Intent | null = intentOf(redirect);
  if (!intent) return null;
  return (
    <FormAlert tone="info" className="mb-6">
      <p className="font-semibold">{i18n._(INTENTS[intent])}</p>
    </FormAlert>
  );
}
