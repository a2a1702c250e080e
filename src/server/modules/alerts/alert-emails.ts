// The alert emails: the confirmation of an alert asked for by address (nothing else is sent to an
// address until it is confirmed), and the "New near you" section a digest or an alert email holds.
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { render } from '../../mail/templates.ts';

export const ALERT_CONFIRM_PATH = '/api/alerts/confirm';
export const ALERT_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

export interface NewBusiness {
  name: string;
  username: string;
  city: string | null;
}
export interface NearSection {
  label: string;
  businesses: NewBusiness[];
}

export const confirmAlertEmail = (to: string, label: string, url: string): MailMessage =>
  render(to, {
    subject: 'Confirm your alert for new businesses on Locals Market',
    heading: 'Hear about new businesses near you',
    intro: `Confirm that you want an email when a new business opens on Locals Market: ${label}.`,
    action: 'Confirm my alert',
    url,
    outro: 'If you did not ask for this, ignore this email: nothing will be sent until you confirm.',
  });

const businessUrl = (origin: string, b: NewBusiness) => `${origin}/business/${b.username}`;

export function nearText(sections: NearSection[], origin: string) {
  return sections
    .map(
      (s) =>
        `New near you: ${s.label}\n${s.businesses
          .map((b) => `- ${b.name}${b.city ? ` (${b.city})` : ''}\n  ${businessUrl(origin, b)}`)
          .join('\n')}`,
    )
    .join('\n\n');
}

export function nearHtml(sections: NearSection[], origin: string) {
  return sections
    .map(
      (s) =>
        `<tr><td style="font-family:Georgia,serif;font-size:20px;color:#2f5d3a;padding:16px 0 4px">New near you: ${escapeHtml(s.label)}</td></tr>${s.businesses
          .map(
            (b) =>
              `<tr><td style="padding:6px 0;font-size:15px;line-height:1.4"><a href="${escapeHtml(businessUrl(origin, b))}" style="color:#2f5d3a;font-weight:bold;text-decoration:none">${escapeHtml(b.name)}</a>${b.city ? `<br><span style="color:#6b6157">${escapeHtml(b.city)}</span>` : ''}</td></tr>`,
          )
          .join('')}`,
    )
    .join('');
}

/** An email of new businesses only (an address's alerts, or an account without a digest). */
export function alertDigestEmail(
  to: string,
  sections: NearSection[],
  origin: string,
  oneClickUrl: string,
  pageUrl: string,
  /** "This week near you": the events of these places in the coming week (docs/decisions/040). */
  week: { text: string; html: string } = { text: '', html: '' },
): MailMessage {
  const all = sections.flatMap((s) => s.businesses);
  const subject =
    all.length === 1 ? `New near you: ${all[0]?.name}` : `${all.length} new businesses near you`;
  const text = `${nearText(sections, origin)}${week.text ? `\n\n${week.text}` : ''}\n\n— Locals Market, where locals shop locals\n\nYou get this because you asked to hear about new businesses in these places. Stop these emails: ${pageUrl}`;
  const html = `<!doctype html><html><body style="margin:0;background:#faf6ee;font-family:Helvetica,Arial,sans-serif;color:#2b2620">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
${nearHtml(sections, origin)}
${week.html}
</table><p style="font-size:12px;color:#6b6157">Locals Market — where locals shop locals<br>You get this because you asked to hear about new businesses in these places. <a href="${escapeHtml(pageUrl)}" style="color:#b5562f">Stop these emails</a></p></td></tr></table></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
