import { brandedMail, type MailBrand } from '../../infra/branded-mail.js';
import type { Mail } from '../../infra/mailer.js';

/** The invitation e-mail, from the agency by name and in its colours. */
export function invitationMail(input: {
  to: string;
  userName: string;
  brand: MailBrand;
  link: string;
}): Mail {
  return brandedMail({
    to: input.to,
    brand: input.brand,
    subject: `${input.brand.name} invited you`,
    paragraphs: [
      `Hello ${input.userName},`,
      `${input.brand.name} invited you to their social media assistant. Open this link within 7 days to choose your password:`,
    ],
    action: { label: 'Choose my password', url: input.link },
    footer: 'If you did not expect this, ignore this e-mail.',
  });
}
