import { Mail, PencilLine } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

/** The Account Settings tab of /profile: the email (docs/product.md §10.1) and the way to edit the rest. */
export function AccountTab({ email }: { email: string }) {
  const i18n = useI18n();
  return (
    <Card className="max-w-xl p-6 sm:p-8">
      <h2 className="text-2xl font-semibold text-ink">{i18n._('Account Settings')}</h2>
      <dl className="mt-5">
        <dt className="text-sm font-semibold text-ink-muted">{i18n._('Email')}</dt>
        <dd className="mt-1 flex items-center gap-2 break-all text-ink">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {email}
        </dd>
      </dl>
      <ButtonLink to={paths.accountSettings} variant="secondary" className="mt-6">
        <PencilLine aria-hidden="true" />
        {i18n._('Edit Information')}
      </ButtonLink>
    </Card>
  );
}
