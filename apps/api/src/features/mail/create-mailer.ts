import path from 'node:path'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import { storageFromConfig } from '../../lib/s3-storage'
import { Mailer } from './mailer'
import { type MailLog, pickupDirectoryTransport, smtpTransport } from './mail-transport'

/** SMTP when SMTP_URL is set; otherwise the pickup directory DATA_DIR/mail and the server log. */
export function createMailer(config: AppConfig, db: Database, logger: MailLog): Mailer {
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : pickupDirectoryTransport(path.join(config.dataDir, 'mail'), config.mailFrom, logger)
  return new Mailer(db, transport, logger, config.jwtSecret, storageFromConfig(config))
}
