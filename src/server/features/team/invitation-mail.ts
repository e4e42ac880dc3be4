import type { Customisation } from '../../../contract/agency.js';
import { escapeHtml } from '../../core/html.js';
import type { Mail } from '../../infra/mailer.js';

/** The invitation e-mail, from the agency by name and in its colours. */
export function invitationMail(input: {
  to: string;
  userName: string;
  agencyName: string;
  customisation: Customisation;
  link: string;
}): Mail {
  const { agencyName, customisation, link, userName } = input;
  const greeting = `Hello ${userName},`;
  const body = `${agencyName} invited you to their social media assistant. Open this link within 7 days to choose your password:`;
  return {
    to: input.to,
    senderName: agencyName,
    subject: `${agencyName} invited you`,
    text: `${greeting}\n\n${body}\n\n${link}\n\nIf you did not expect this, ignore this e-mail.`,
    html: `<div style="font-family:sans-serif;background:${customisation.body_bg};padding:24px">
<div style="max-width:520px;margin:auto;background:#ffffff;border-radius:8px;overflow:hidden">
<div style="background:${customisation.topbar_bg};color:#ffffff;padding:16px 24px;font-weight:bold">${escapeHtml(agencyName)}</div>
<div style="padding:24px;color:#1f2933"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${customisation.button_bg};color:${customisation.button_text};border:1px solid ${customisation.button_border};padding:10px 18px;border-radius:6px;text-decoration:none">Choose my password</a></p>
<p style="font-size:12px;color:#6b7280">If you did not expect this, ignore this e-mail.</p></div></div></div>`,
  };
}
