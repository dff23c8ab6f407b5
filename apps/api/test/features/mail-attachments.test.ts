import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { smtpTransport } from '../../src/features/mail'
import { pickupDirectoryTransport } from '../../src/features/mail/mail-transport'

/** Issue 18: mail carries attachments (an invoice's PDF) to SMTP and to the pickup directory. */
const pdf = Buffer.from('%PDF-1.4\n% a test document\n%%EOF\n')
const mail = {
  id: 7,
  to: 'facturas@cliente.mx',
  subject: 'Factura #4987',
  text: 'Adjuntamos la factura.',
  html: '<p>Adjuntamos la factura.</p>',
  attachments: [{ fileName: 'factura-4987.pdf', contentType: 'application/pdf', content: pdf }],
}

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('mail attachments', () => {
  it('SMTP: the message carries the file as an application/pdf part', async () => {
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'))
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Mesa <no-reply@mesa.local>')
    try {
      await transport.send(mail)
      expect(received).toHaveLength(1)
      const raw = received[0]!.replace(/\r?\n[ \t]+/g, ' ')
      expect(raw).toMatch(/Content-Type: application\/pdf; name="?factura-4987\.pdf"?/)
      expect(raw).toContain(pdf.toString('base64'))
    } finally {
      transport.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('no SMTP: the pickup directory keeps the file beside the mail, and the JSON says where', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mesa-mail-'))
    dirs.push(dir)
    const logged: object[] = []
    const transport = pickupDirectoryTransport(dir, 'Mesa <no-reply@mesa.local>', {
      info: (object) => logged.push(object),
      error: () => {},
    })
    await transport.send(mail)
    const jsonFile = readdirSync(dir).find((name) => name.endsWith('.json'))!
    const record = JSON.parse(readFileSync(path.join(dir, jsonFile), 'utf8'))
    expect(record.attachments).toEqual([
      expect.objectContaining({
        fileName: 'factura-4987.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      }),
    ])
    expect(readFileSync(record.attachments[0].file)).toEqual(pdf)
    expect(JSON.stringify(logged)).not.toContain(pdf.toString('base64'))
  })
})
