import type { ReactNode } from 'react';
import { AuthShell } from './auth-shell.tsx';
import { BackToLogIn } from './back-to-log-in.tsx';
import { EmailLinkForm, type EmailLinkFormProps } from './email-link-form.tsx';

export interface EmailLinkPageProps extends EmailLinkFormProps {
  icon: ReactNode;
  /** The heading and the lead, translated. */
  title: string;
  lead: string;
  /** Shown above the form (why the last link did not work). */
  notice?: ReactNode;
}

/** A page that asks for one emailed link (login link, password reset), with the way back to log in. */
export function EmailLinkPage({ icon, title, lead, notice, ...form }: EmailLinkPageProps) {
  return (
    <AuthShell icon={icon} title={title} lead={lead} footer={<BackToLogIn />}>
      {notice}
      <EmailLinkForm {...form} />
    </AuthShell>
  );
}
