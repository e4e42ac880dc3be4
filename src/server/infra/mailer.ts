import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message in HTML, for clients that show it. */
  html?: string;
  /** Who it is from, by name: the agency, for a white-label product. */
  senderName?: string;
}

/**
 * Whether a mail went out. Not delivered: either no mail server is set up (`refused: false`), where
 * whoever asked for a link may be shown it instead, or the mail server refused or could not be reached
 * (`refused: true`), which is reported.
 */
export interface MailOutcome {
  delivered: boolean;
  refused: boolean;
}

/**
 * Sends e-mail over SMTP_URL. A deployment without one still works: the feature sending decides how to
 * use a link that could not be sent, such as showing it on screen to whoever asked.
 */
export interface Mailer {
  send(mail: Mail): Promise<MailOutcome>;
}

export function createMailer(
  smtpUrl: string | undefined,
  from: string | undefined,
  onFailure: (error: unknown, mail: Mail) => void,
): Mailer {
  if (!smtpUrl) return { send: async () => ({ delivered: false, refused: false }) };
  const transport = nodemailer.createTransport(smtpUrl);
  const sender = from ?? `no-reply@${new URL(smtpUrl).hostname}`;
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: mail.senderName ? { name: mail.senderName, address: sender } : sender,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        return { delivered: true, refused: false };
      } catch (error) {
        onFailure(error, mail);
        return { delivered: false, refused: true };
      }
    },
  };
}
