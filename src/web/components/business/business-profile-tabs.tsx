import { useI18n } from '../../lib/i18n.tsx';
import { Tabs } from '../ui/tabs.tsx';
import type { ProfileTabsData } from './business-profile-types.ts';
import { MobileServiceNote } from './mobile-service-note.tsx';
import { OpeningHoursPanel } from './opening-hours.tsx';
import { ProfileConnect } from './profile-connect.tsx';
import { ProfilePhotos } from './profile-photos.tsx';
import { ProfilePricing } from './profile-pricing.tsx';

const triggerClasses =
  'relative -mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-[0.95rem] font-semibold text-ink-muted ' +
  'transition-colors hover:text-ink data-[state=active]:border-primary data-[state=active]:text-primary ' +
  // The list scrolls sideways (and so clips): draw the focus ring inside the tab.
  'focus-visible:rounded-t-md focus-visible:-outline-offset-4';

export interface BusinessProfileTabsProps {
  business: ProfileTabsData;
  /** The mobile service description, at the end of the Story tab. */
  mobileService?: string | null;
}

// Every panel is in the page, the inactive ones hidden: without script (a crawler, a slow phone
// before the script arrives) index.html's <noscript> style shows them all, one after another.
const panelClasses = 'pt-6 data-[state=inactive]:hidden';

/**
 * Story, Photos, Connect and — only when items exist — Pricing (docs/product.md §4.4). An island on
 * the public business page (docs/decisions/041): drawn from its props alone.
 */
export function BusinessProfileTabs({ business, mobileService }: BusinessProfileTabsProps) {
  const i18n = useI18n();
  const name = business.businessName?.trim() || i18n._('This business');
  const hasPricing = business.pricing.length > 0;
  const paragraphs = (business.ownerStory ?? '').split(/\n{2,}|\r\n\r\n/).filter((p) => p.trim());
  return (
    <Tabs.Root id="profile" defaultValue="story" className="mt-10">
      <Tabs.List
        aria-label={i18n._('About {name}', { name })}
        className="flex overflow-x-auto border-b border-line [scrollbar-width:none]"
      >
        <Tabs.Trigger value="story" className={triggerClasses}>
          {i18n._('Story')}
        </Tabs.Trigger>
        <Tabs.Trigger value="photos" className={triggerClasses}>
          {i18n._('Photos')}
        </Tabs.Trigger>
        <Tabs.Trigger value="connect" className={triggerClasses}>
          {i18n._('Connect')}
        </Tabs.Trigger>
        {hasPricing ? (
          <Tabs.Trigger value="pricing" className={triggerClasses}>
            {i18n._('Pricing')}
          </Tabs.Trigger>
        ) : null}
      </Tabs.List>
      <Tabs.Content value="story" forceMount className={panelClasses}>
        <div className="max-w-3xl space-y-4 leading-relaxed sm:text-lg whitespace-pre-line text-ink-soft">
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>)
          ) : (
            <p>{i18n._('{name} hasn’t shared their story yet.', { name })}</p>
          )}
        </div>
        {mobileService ? (
          <div className="mt-6 max-w-3xl">
            <MobileServiceNote description={mobileService} />
          </div>
        ) : null}
      </Tabs.Content>
      <Tabs.Content value="photos" forceMount className={panelClasses}>
        <ProfilePhotos photos={business.productPhotos} name={name} />
      </Tabs.Content>
      <Tabs.Content value="connect" forceMount className={panelClasses}>
        <ProfileConnect business={business} />
        <OpeningHoursPanel openingHours={business.openingHours} timeZone={business.timeZone} />
      </Tabs.Content>
      {hasPricing ? (
        <Tabs.Content value="pricing" forceMount className={`max-w-2xl ${panelClasses}`}>
          <ProfilePricing items={business.pricing} startingRate={business.startingRate} />
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
