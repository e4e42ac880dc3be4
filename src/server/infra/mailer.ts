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
 * shown on screen instead (`delivered: false`), which the feature sending it decides how to use.
 */
export interface Mailer {
  send(mail: Mail): Promise<{ delivered: boolean }>;
}

export function createMailer(smtpUrl: string | undefined, from: string | undefined): Mailer {
  if (!smtpUrl) return { send: async () => ({ delivered: false }) };
  const transport = nodemailer.createTransport(smtpUrl);
  const sender = from ?? `no-reply@${new URL(smtpUrl).hostname}`;
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.senderName ? { name: mail.senderName, address: sender } : sender,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return { delivered: true };
    },
  };
}
