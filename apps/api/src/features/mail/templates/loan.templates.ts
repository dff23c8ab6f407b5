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

interface CfdiValues {
  folio: number
  customerName: string
  lenderName: string
  /** The folio fiscal (UUID) and the total, already written as money ("$1,160.00"). */
  uuid: string
  total: string
  /** Stamped by the sandbox PAC: the mail says it has no fiscal validity. */
  sandbox: boolean
}

/** The customer's CFDI of the interest and fees a payment collected (issue 34), the XML and the PDF attached. */
export const cfdiIssued: Translations<CfdiValues> = {
  es: (v) => ({
    subject: `Tu factura (CFDI) del pago de tu crédito ${v.folio} — ${v.lenderName}`,
    paragraphs: [
      `Hola ${v.customerName},`,
      `Adjuntamos la factura electrónica (CFDI) de los intereses y comisiones que cubrió tu pago del crédito ${v.folio}, por ${v.total} con IVA, folio fiscal ${v.uuid}.`,
      ...(v.sandbox ? ['Es un comprobante de PRUEBA (sandbox): no tiene validez fiscal.'] : []),
    ],
    note: 'Van el XML y su representación impresa (PDF); guárdalos para tu contabilidad.',
  }),
  en: (v) => ({
    subject: `Your invoice (CFDI) for the payment on loan ${v.folio} — ${v.lenderName}`,
    paragraphs: [
      `Hello ${v.customerName},`,
      `Attached is the electronic invoice (CFDI) of the interest and fees your payment on loan ${v.folio} covered: ${v.total} with VAT, fiscal folio ${v.uuid}.`,
      ...(v.sandbox ? ['This is a TEST (sandbox) invoice: it has no fiscal validity.'] : []),
    ],
    note: 'The XML and its printed form (PDF) are attached; keep them for your records.',
  }),
  fr: (v) => ({
    subject: `Votre facture (CFDI) du paiement de votre crédit ${v.folio} — ${v.lenderName}`,
    paragraphs: [
      `Bonjour ${v.customerName},`,
      `Voici la facture électronique (CFDI) des intérêts et commissions couverts par votre paiement du crédit ${v.folio} : ${v.total} TVA comprise, folio fiscal ${v.uuid}.`,
      ...(v.sandbox ? ['C’est une facture de TEST (sandbox) : elle n’a aucune valeur fiscale.'] : []),
    ],
    note: 'Le XML et sa version imprimable (PDF) sont joints ; conservez-les pour votre comptabilité.',
  }),
  ar: (v) => ({
    subject: `فاتورتك (CFDI) عن دفعة قرضك ${v.folio} — ${v.lenderName}`,
    paragraphs: [
      `مرحبًا ${v.customerName}،`,
      `نرفق الفاتورة الإلكترونية (CFDI) للفوائد والعمولات التي غطتها دفعتك على القرض ${v.folio}: ${v.total} شاملة الضريبة، الرقم الضريبي ${v.uuid}.`,
      ...(v.sandbox ? ['هذه فاتورة تجريبية (sandbox) بلا قيمة ضريبية.'] : []),
    ],
    note: 'مرفق ملف XML ونسخته المطبوعة (PDF)؛ احتفظ بهما لسجلاتك.',
  }),
}
