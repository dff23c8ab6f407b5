import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { QueuedMail } from './mail-service'

/** The log lines mail delivery writes (pino's logger, or the worker's console). */
export interface MailLog {
  info: (object: object, message: string) => void
  error: (object: object, message: string) => void
}

/** Where delivered mail goes: an SMTP server, or (without one) the pickup directory and the log. */
export interface MailTransport {
  send: (mail: QueuedMail) => Promise<void>
  close: () => void
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((file) => ({
          filename: file.fileName,
          content: file.content,
          contentType: file.contentType,
        })),
      })
    },
    close: () => transporter.close(),
  }
}

/**
 * Development delivery without SMTP: each mail becomes a JSON file in `dir` (the pickup directory that
 * e2e tests and developers read their links from) and a log line with its text.
 */
export function pickupDirectoryTransport(dir: string, from: string, logger: MailLog): MailTransport {
  return {
    send: async (mail) => {
      await mkdir(dir, { recursive: true })
      const sentAt = new Date()
      const stem = `${sentAt.getTime()}-${mail.id}`
      const file = path.join(dir, `${stem}.json`)
      // Attachments are written beside the JSON (`<stem>-<n>-<name>`); the JSON lists where.
      const attachments = []
      for (const [index, attachment] of (mail.attachments ?? []).entries()) {
        const saved = path.join(dir, `${stem}-${index + 1}-${path.basename(attachment.fileName)}`)
        // A stream from storage is written as it is read (never held whole in memory).
        await writeFile(saved, attachment.content, { mode: 0o600 })
        const { fileName, contentType } = attachment
        attachments.push({ fileName, contentType, size: (await stat(saved)).size, file: saved })
      }
      const record = { ...mail, attachments, from, sentAt: sentAt.toISOString() }
      // Written aside and renamed: a reader polling the directory never sees a half-written JSON.
      await writeFile(`${file}.part`, JSON.stringify(record, null, 2), { mode: 0o600 })
      await rename(`${file}.part`, file)
      logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text }, file }, 'mail (no SMTP)')
    },
    close: () => {},
  }
}
