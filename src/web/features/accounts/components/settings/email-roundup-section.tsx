import { DigestSetting } from '../../../../components/digest-setting.tsx';
import { SettingsCard } from './settings-card.tsx';

const WHAT_IT_IS =
  'News from the businesses you favourite, sent only when there is something new. Every email has a one-click unsubscribe.';

/** How often the person is emailed their favourites' news (off unless they chose it). */
export function EmailRoundupSection() {
  return (
    <SettingsCard title="Email roundup" description={WHAT_IT_IS}>
      <div className="mt-4">
        <DigestSetting />
      </div>
    </SettingsCard>
  );
}
