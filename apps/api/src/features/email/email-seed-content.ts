import type { EmailFolder, EmailLabel } from '@mesa/contracts'

/** One demo e-mail of a mailbox (seed): who wrote it, where it sits, how it is marked. */
export interface SeedMail {
  key: string
  /** null: the mailbox's owner wrote it (sent or draft). */
  from: { email: string; name: string } | null
  /** Outside addresses it went to, when the owner wrote it. */
  to?: { email: string; name: string }[]
  folder: EmailFolder
  subject: string
  message: string
  /** Days and hours before the seed's fixed reference time. */
  ago: number
  isRead?: boolean
  isStarred?: boolean
  isDeleted?: boolean
  labels?: EmailLabel[]
  /** The conversation (the key of the mail that started it). */
  thread?: string
  attach?: 'pdf' | 'png'
}

const customer = { email: 'lucia.hernandez@correo.mx', name: 'Lucía Hernández' }
const dealer = { email: 'gerencia@autosdelvalle.mx', name: 'Autos del Valle' }
const insurer = { email: 'cotizaciones@aseguradora.example', name: 'Aseguradora Ejemplo' }
const funder = { email: 'operaciones@fondeo.example', name: 'Fondeo Operaciones' }
const spammer = { email: 'premios@ganador-seguro.example', name: 'Premios Inmediatos' }

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('')

/** Every folder and label, a conversation with replies, attachments and a message with remote images. */
export const seedMails: SeedMail[] = [
  {
    key: 'docs',
    from: customer,
    folder: 'inbox',
    subject: 'Documentos para mi solicitud de crédito',
    message: p(
      'Buenos días,',
      'Adjunto mi comprobante de domicilio para la solicitud del auto.',
      'Saludos, Lucía',
    ),
    ago: 3.2,
    isRead: true,
    labels: ['personal'],
    attach: 'pdf',
  },
  {
    key: 'docs-reply',
    from: null,
    to: [customer],
    folder: 'sent',
    subject: 'Re: Documentos para mi solicitud de crédito',
    message: p('Hola Lucía,', 'Recibido, gracias. Falta su identificación oficial por ambos lados.'),
    ago: 3,
    thread: 'docs',
  },
  {
    key: 'docs-again',
    from: customer,
    folder: 'inbox',
    subject: 'Re: Documentos para mi solicitud de crédito',
    message: p('Listo, aquí va la foto de mi INE.', 'Gracias por su ayuda.'),
    ago: 1.5,
    labels: ['personal', 'important'],
    thread: 'docs',
    attach: 'png',
  },
  {
    key: 'dealer',
    from: dealer,
    folder: 'inbox',
    subject: 'Inventario de seminuevos de noviembre',
    message: p(
      'Les compartimos el inventario disponible para financiamiento este mes.',
      '<b>12 unidades</b> con factura de agencia.',
    ),
    ago: 0.3,
    isStarred: true,
    labels: ['company'],
  },
  {
    key: 'insurer',
    from: insurer,
    folder: 'inbox',
    subject: 'Cotización de póliza amplia',
    message: p(
      'Anexamos la cotización solicitada.',
      '<img src="https://aseguradora.example/logo.png" alt="Logotipo">',
    ),
    ago: 0.8,
    labels: ['company', 'important'],
  },
  {
    key: 'funder',
    from: funder,
    folder: 'inbox',
    subject: 'Confirmación de dispersión',
    message: p('Confirmamos la dispersión de los fondos del crédito de esta semana.'),
    ago: 2.1,
    isRead: true,
    isStarred: true,
    labels: ['private'],
  },
  {
    key: 'quote-request',
    from: null,
    to: [insurer],
    folder: 'sent',
    subject: 'Solicitud de cotización',
    message: p('Buen día, solicitamos cotización de cobertura amplia para un sedán modelo 2024.'),
    ago: 1.2,
    labels: ['company'],
  },
  {
    key: 'draft',
    from: null,
    to: [dealer],
    folder: 'draft',
    subject: 'Visita a la agencia',
    message: p('Hola, ¿podemos agendar la visita para el jueves?'),
    ago: 0.1,
    labels: ['private'],
  },
  {
    key: 'spam-1',
    from: spammer,
    folder: 'spam',
    subject: '¡Ganaste un auto nuevo!',
    message: p('Haz clic para reclamar tu premio.'),
    ago: 0.5,
  },
  {
    key: 'spam-2',
    from: spammer,
    folder: 'spam',
    subject: 'Último aviso de tu premio',
    message: p('Tu premio vence hoy.'),
    ago: 4,
    isRead: true,
  },
  {
    key: 'trashed',
    from: dealer,
    folder: 'inbox',
    subject: 'Promoción vencida de octubre',
    message: p('La promoción de octubre terminó.'),
    ago: 20,
    isRead: true,
    isDeleted: true,
    labels: ['company'],
  },
]
