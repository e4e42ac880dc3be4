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
 * Sends e-mail over SMTP_URL. A deployment without one still works: whoever asked for a link gets it
 * shown on screen instead (`delivered: false`), which the feature sending it decides how to use. A mail
 * server that refuses or cannot be reached counts the same way, so what was written (an agency, an
 * invitation) is never answered as a failure: the link is shown, and the refusal is reported.
 */
export interface Mailer {
  send(mail: Mail): Promise<{ delivered: boolean }>;
}

export function createMailer(
  smtpUrl: string | undefined,
  from: string | undefined,
  onFailure: (error: unknown, mail: Mail) => void,
): Mailer {
  if (!smtpUrl) return { send: async () => ({ delivered: false }) };
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
        return { delivered: true };
      } catch (error) {
        onFailure(error, mail);
        return { delivered: false };
      }
    },
  };
}
