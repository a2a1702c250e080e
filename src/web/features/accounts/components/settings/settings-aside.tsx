import { KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** Beside the Edit Information form: the sign-in email and where to change the password. */
export function SettingsAside({ email }: { email: string }) {
  const [changing, setChanging] = useState(false);
  return (
    <Card className="space-y-5 bg-cream-deep/40 p-6 text-sm text-ink-soft">
      <div className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 className="font-sans text-sm font-semibold text-ink">Email</h2>
          <p className="mt-0.5 break-all">{email}</p>
        </div>
      </div>
      <div className="flex gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h2 className="font-sans text-sm font-semibold text-ink">Password</h2>
          {changing ? (
            <ChangePasswordForm onDone={() => setChanging(false)} />
          ) : (
            <p className="mt-0.5">
              <Button variant="link" className="text-sm" onClick={() => setChanging(true)}>
                Change password
              </Button>{' '}
              or{' '}
              <Link to={paths.forgotPassword} className={linkClass}>
                send me a reset link
              </Link>
              .
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 className="font-sans text-sm font-semibold text-ink">Privacy</h2>
          <p className="mt-0.5">Your name, birthday and zip stay private. Shoppers only see your username.</p>
        </div>
      </div>
    </Card>
  );
}
