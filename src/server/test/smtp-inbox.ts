import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The From header: the sender's name and address. */
  from: string;
  subject: string;
  /** The body of the message (its plain-text and HTML parts), quoted-printable decoded. */
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A small SMTP server on loopback standing in for the mail provider; it keeps every message. */
export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += String(chunk);
      });
      stream.on('end', () => {
        const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
        this.received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: /^From: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
          subject: /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
          text: decodeQuotedPrintable(body.join('\n\n')),
        });
        callback();
      });
    },
  });

  /** Starts listening (on any free port, or the one given) and returns the SMTP_URL that reaches it. */
  start(port = 0): Promise<string> {
    return new Promise((resolve) => {
      this.#server.listen(port, '127.0.0.1', () => {
        const address = this.#server.server.address();
        resolve(`smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      });
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** The newest message sent to an address. */
  lastTo(address: string): ReceivedMail | undefined {
    return this.received.filter((mail) => mail.to.includes(address)).at(-1);
  }

  /** The newest message to an address, waited for: the product sends some mail after it has answered. */
  async mailTo(address: string): Promise<ReceivedMail> {
    for (let waited = 0; waited < 5000; waited += 20) {
      const mail = this.lastTo(address);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail reached ${address}`);
  }
}
