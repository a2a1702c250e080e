import { KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** Beside the Edit Information form: the sign-in email and where to change the password. */
export function SettingsAside({ email }: { email: string }) {
  const i18n = useI18n();
  const [changing, setChanging] = useState(false);
  return (
    <Card className="space-y-5 bg-cream-deep/40 p-6 text-sm text-ink-soft">
      <div className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 className="font-sans text-sm font-semibold text-ink">{i18n._('Email')}</h2>
          <p className="mt-0.5 break-all">{email}</p>
        </div>
      </div>
      <div className="flex gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h2 className="font-sans text-sm font-semibold text-ink">{i18n._('Password')}</h2>
          {changing ? (
            <ChangePasswordForm onDone={() => setChanging(false)} />
          ) : (
            <p className="mt-0.5">
              {withTags(i18n._('<0>Change password</0> or <1>send me a reset link</1>.'), {
                0: (chunk) => (
                  <Button variant="link" className="text-sm" onClick={() => setChanging(true)}>
                    {chunk}
                  </Button>
                ),
                1: (chunk) => (
                  <Link to={paths.forgotPassword} className={linkClass}>
                    {chunk}
                  </Link>
                ),
              })}
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 className="font-sans text-sm font-semibold text-ink">{i18n._('Privacy')}</h2>
          <p className="mt-0.5">
            {i18n._('Your name, birthday and zip stay private. Shoppers only see your username.')}
          </p>
        </div>
      </div>
    </Card>
  );
}
