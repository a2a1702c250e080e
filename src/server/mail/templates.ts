// Real HTML + plain-text emails, one layout for all of them.
import { english } from '#shared/i18n/english.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { MailMessage } from './mailer.ts';

export interface Content {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
  /** A second, quieter link under the button (browse the market). */
  secondary?: { label: string; url: string };
  /** Bulk mail to the waitlist: a footer link and the one-click headers of RFC 8058. */
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
}

const link = (label: string, url: string) =>
  `<a href="${escapeHtml(url)}" style="color:#b5562f">${escapeHtml(label)}</a>`;

/** One email in the layout, its fixed words in the reader's language (`i18n`: English by default). */
export function render(to: string, c: Content, i18n: Translator = english): MailMessage {
  const secondaryText = c.secondary ? `\n\n${c.secondary.label}: ${c.secondary.url}` : '';
  const unsubscribeText = c.unsubscribe
    ? `\n\n${i18n._('You get this because you joined the Locals Market waitlist. Unsubscribe: {url}', { url: c.unsubscribe.pageUrl })}`
    : '';
  const signature = i18n._('— Locals Market, where locals shop locals');
  const text = `${c.heading}\n\n${c.intro}\n\n${c.action}: ${c.url}${secondaryText}\n\n${c.outro}\n\n${signature}${unsubscribeText}`;
  const html = `<!doctype html><html lang="${i18n.locale}"><body style="margin:0;background:#faf6ee;font-family:Helvetica,Arial,sans-serif;color:#2b2620">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-family:Georgia,serif;font-size:24px;color:#2f5d3a;padding-bottom:16px">${escapeHtml(c.heading)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${escapeHtml(c.intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(c.url)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:999px;font-weight:bold">${escapeHtml(c.action)}</a></td></tr>
${c.secondary ? `<tr><td style="font-size:15px;padding-bottom:24px">${link(c.secondary.label, c.secondary.url)}</td></tr>` : ''}
<tr><td style="font-size:13px;line-height:1.5;color:#6b6157">${escapeHtml(c.outro)}<br><br>${escapeHtml(i18n._('If the button does not work, paste this link into your browser:'))}<br><a href="${escapeHtml(c.url)}" style="color:#b5562f;word-break:break-all">${escapeHtml(c.url)}</a></td></tr>
</table><p style="font-size:12px;color:#6b6157">${escapeHtml(i18n._('Locals Market — where locals shop locals'))}${c.unsubscribe ? `<br>${escapeHtml(i18n._('You get this because you joined the waitlist.'))} ${link(i18n._('Unsubscribe'), c.unsubscribe.pageUrl)}` : ''}</p></td></tr></table></body></html>`;
  const headers = c.unsubscribe
    ? {
        'List-Unsubscribe': `<${c.unsubscribe.oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined;
  return { to, subject: c.subject, html, text, ...(headers ? { headers } : {}) };
}

export const verificationEmail = (to: string, url: string, i18n: Translator = english) =>
  render(
    to,
    {
      subject: i18n._('Confirm your email for Locals Market'),
      heading: i18n._('Welcome to Locals Market!'),
      intro: i18n._('Confirm your email address to finish creating your account.'),
      action: i18n._('Confirm my email'),
      url,
      outro: i18n._('This link expires in 24 hours. If you did not sign up, you can ignore this email.'),
    },
    i18n,
  );

export const magicLinkEmail = (to: string, url: string, i18n: Translator = english) =>
  render(
    to,
    {
      subject: i18n._('Your Locals Market login link'),
      heading: i18n._('Log in to Locals Market'),
      intro: i18n._('Use this one-time link to log in. It works once and expires in 15 minutes.'),
      action: i18n._('Log me in'),
      url,
      outro: i18n._('If you did not ask for this link, you can ignore this email.'),
    },
    i18n,
  );

export const resetPasswordEmail = (to: string, url: string, i18n: Translator = english) =>
  render(
    to,
    {
      subject: i18n._('Reset your Locals Market password'),
      heading: i18n._('Reset your password'),
      intro: i18n._('Someone (hopefully you) asked to reset the password for this account.'),
      action: i18n._('Choose a new password'),
      url,
      outro: i18n._(
        'This link expires in 1 hour. If you did not ask for a reset, your password stays the same.',
      ),
    },
    i18n,
  );

/** To an address that already has an account, when someone signs up with it (no account is changed). */
export const signUpAttemptEmail = (to: string, loginUrl: string, i18n: Translator = english) =>
  render(
    to,
    {
      subject: i18n._('Someone tried to sign up with your address'),
      heading: i18n._('You already have an account'),
      intro: i18n._(
        'Someone (maybe you) just tried to create a Locals Market account with this email address. Your account is unchanged. If it was you, log in — or reset your password if you have forgotten it.',
      ),
      action: i18n._('Log in'),
      url: loginUrl,
      outro: i18n._('If it was not you, you can ignore this email; nobody can sign up with your address.'),
    },
    i18n,
  );
