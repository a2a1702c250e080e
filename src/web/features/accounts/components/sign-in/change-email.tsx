import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import type { PendingSignup } from '../../lib/pending-signup.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

export interface ChangeEmailProps {
  pending: PendingSignup;
  onChanged: (email: string) => void;
}

/**
 * 'Use a different email' (docs/decisions/005): the same person signs up again with the right
 * address, keeping their username by giving the same password; the first account never activates.
 */
export function ChangeEmail({ pending, onChanged }: ChangeEmailProps) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const regionId = useId();

  if (!pending.username) {
    return (
      <p className="text-center text-sm text-ink-soft">
        {withTags(i18n._('Wrong address? <0>Sign up again with a different email</0>'), {
          0: (chunk) => (
            <Link
              to={paths.auth('signup')}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {chunk}
            </Link>
          ),
        })}
      </p>
    );
  }

  return (
    <div className="space-y-4 text-center text-sm text-ink-soft">
      <p>
        {withTags(i18n._('Wrong address? <0>Use a different email</0>'), {
          0: (chunk) => (
            <Button
              variant="link"
              className="text-sm"
              aria-expanded={open}
              aria-controls={regionId}
              onClick={() => setOpen((v) => !v)}
            >
              {chunk}
            </Button>
          ),
        })}
      </p>
      <div id={regionId}>
        {open ? (
          <ChangeEmailForm
            username={pending.username}
            currentEmail={pending.email}
            onCancel={() => setOpen(false)}
            onChanged={(email) => {
              setOpen(false);
              onChanged(email);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
