import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { newId } from '../../domain/ids.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Zanati <no-reply@zanati.local>';

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/mail
 * as an .eml file and logged, so a reset link can be followed on a machine
 * without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: FROM, ...mail })) };
  }
  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, file }, `mail written to ${file}`);
    },
  };
}
