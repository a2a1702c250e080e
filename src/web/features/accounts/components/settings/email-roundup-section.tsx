import { DigestSetting } from '../../../../components/digest-setting.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { SettingsCard } from './settings-card.tsx';

const WHAT_IT_IS =
  /*i18n*/ 'News from the businesses you favourite, sent only when there is something new. Every email has a one-click unsubscribe.';

/** How often the person is emailed their favourites' news (off unless they chose it). */
export function EmailRoundupSection() {
  const i18n = useI18n();
  return (
    <SettingsCard title={i18n._('Email roundup')} description={i18n._(WHAT_IT_IS)}>
      <div className="mt-4">
        <DigestSetting />
      </div>
    </SettingsCard>
  );
}
