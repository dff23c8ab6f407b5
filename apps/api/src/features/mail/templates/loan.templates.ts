import type { MailBody, MailLanguage } from './render'

type Translations<Values> = Record<MailLanguage, (values: Values) => MailBody>

interface AccelerationValues {
  folio: number
  customerName: string
  lenderName: string
  /** Already written as money ("$8,312.32") and as a date ("15/06/2030"). */
  balance: string
  on: string
}

/** The customer told that the whole balance fell due (vencimiento anticipado, issue 33), the notice attached. */
export const accelerationNotice: Translations<AccelerationValues> = {
  es: (v) => ({
    subject: `Aviso de vencimiento anticipado del crédito ${v.folio} — ${v.lenderName}`,
    paragraphs: [
      `Hola ${v.customerName},`,
      `Por los pagos vencidos de tu crédito ${v.folio}, el saldo total venció anticipadamente el ${v.on}, como lo permite tu contrato.`,
      `Saldo exigible: ${v.balance}. El aviso adjunto (PDF) detalla el saldo, dónde pagar y cómo aclarar.`,
    ],
    note: 'Si tienes dudas o no estás de acuerdo, escribe a nuestra Unidad Especializada de Atención a Usuarios (UNE); sus datos vienen en el aviso.',
  }),
  en: (v) => ({
    subject: `Notice of acceleration of loan ${v.folio} — ${v.lenderName}`,
    paragraphs: [
      `Hello ${v.customerName},`,
      `Because of the missed payments on your loan ${v.folio}, the whole balance fell due on ${v.on}, as your contract allows.`,
      `Balance due: ${v.balance}. The attached notice (PDF) details the balance, where to pay and how to dispute it.`,
    ],
    note: 'If you have questions or disagree, write to our customer service unit (UNE); its details are in the notice.',
  }),
  fr: (v) => ({
    subject: `Avis de déchéance du terme du crédit ${v.folio} — ${v.lenderName}`,
    paragraphs: [
      `Bonjour ${v.customerName},`,
      `En raison des échéances impayées de votre crédit ${v.folio}, la totalité du solde est devenue exigible le ${v.on}, comme le permet votre contrat.`,
      `Solde exigible : ${v.balance}. L’avis joint (PDF) détaille le solde, où payer et comment contester.`,
    ],
    note: 'Pour toute question ou contestation, écrivez à notre service clients (UNE) ; ses coordonnées figurent dans l’avis.',
  }),
  ar: (v) => ({
    subject: `إشعار بالاستحقاق المعجّل للقرض ${v.folio} — ${v.lenderName}`,
    paragraphs: [
      `مرحبًا ${v.customerName}،`,
      `بسبب الأقساط المتأخرة في قرضك ${v.folio}، أصبح الرصيد كاملًا مستحقًا في ${v.on} كما يسمح عقدك.`,
      `الرصيد المستحق: ${v.balance}. يوضح الإشعار المرفق (PDF) الرصيد ومكان السداد وطريقة الاعتراض.`,
    ],
    note: 'إن كانت لديك أسئلة أو اعتراض فراسل وحدة خدمة العملاء (UNE)؛ بياناتها في الإشعار.',
  }),
}
