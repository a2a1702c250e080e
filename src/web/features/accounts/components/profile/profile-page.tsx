import { useSearchParams } from 'react-router';
import { useSession } from '../../../../api/get-session.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { AccountTab } from './account-tab.tsx';
import { MyBusinessesTab } from './my-businesses-tab.tsx';

const TABS = [
  { value: 'businesses', label: /*i18n*/ 'My Businesses' },
  { value: 'settings', label: /*i18n*/ 'Account Settings' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const tabClasses =
  'relative -mb-px inline-flex h-12 items-center border-b-2 border-transparent px-1 text-[0.95rem] font-semibold ' +
  'text-ink-muted transition-colors hover:text-ink data-[state=active]:border-primary data-[state=active]:text-primary';

/** `/profile` (docs/product.md §10.1): 'My Profile' with the email; tabs My Businesses and Account Settings. */
export function ProfilePage() {
  const i18n = useI18n();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'settings' ? 'settings' : 'businesses';
  useDocumentTitle(i18n._('My Profile'));

  const select = (value: string) =>
    setParams(value === 'settings' ? { tab: 'settings' } : {}, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader eyebrow={i18n._('Your account')} title={i18n._('My Profile')}>
        <p className="mt-3 text-lg break-all text-ink-soft">{user?.email}</p>
      </PageHeader>
      <Tabs.Root
        id="profile-sections"
        value={tab}
        onValueChange={select}
        className="mx-auto max-w-page px-4 sm:px-6 lg:px-8"
      >
        <Tabs.List aria-label={i18n._('Profile sections')} className="flex gap-8 border-b border-line">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={tabClasses}>
              {i18n._(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="businesses" className="py-8 sm:py-10">
          <MyBusinessesTab />
        </Tabs.Content>
        <Tabs.Content value="settings" className="py-8 sm:py-10">
          <AccountTab email={user?.email ?? ''} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
