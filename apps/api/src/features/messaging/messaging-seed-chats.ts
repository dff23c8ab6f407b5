/**
 * The demo chats' words (issue 38): conversations a lender's WhatsApp lines really hold (a status question, a
 * missing document, a payment, a visit, a quote, an insurance claim...), each greeting its own customer by
 * name, not every one closed by the same line: some end with the customer's question still unanswered, as an
 * unseen message does. `days` is how long before the seed each line was written (1 to 2, spec §9).
 */
export interface ChatLine {
  direction: 'in' | 'out'
  body: string
  days: number
}

type Conversation = (person: { firstName: string; folio: number | null }) => ChatLine[]

const folioText = (folio: number | null) => (folio === null ? 'tu solicitud' : `tu solicitud ${folio}`)

const conversations: Conversation[] = [
  ({ firstName, folio }) => [
    { direction: 'in', body: 'Hola, quiero saber cómo va mi solicitud de crédito.', days: 2 },
    {
      direction: 'out',
      body: `Hola ${firstName}, con gusto. Ya estamos revisando los documentos de ${folioText(folio)}.`,
      days: 2,
    },
    { direction: 'in', body: '¿Necesitan algo más de mi parte?', days: 1 },
    {
      direction: 'out',
      body: 'Solo tu comprobante de domicilio reciente, de no más de tres meses.',
      days: 1,
    },
  ],
  ({ firstName }) => [
    { direction: 'out', body: `Buen día ${firstName}, te escribe tu asesor de Mesa Financiera.`, days: 2 },
    {
      direction: 'out',
      body: 'Tu recibo de luz salió borroso en la foto. ¿Nos lo puedes enviar de nuevo, completo y con buena luz?',
      days: 2,
    },
    { direction: 'in', body: 'Claro, en la tarde se los mando porque ahorita estoy en el trabajo.', days: 1 },
  ],
  ({ firstName }) => [
    { direction: 'in', body: 'Buenas tardes, ya hice mi pago de este mes por transferencia.', days: 2 },
    {
      direction: 'out',
      body: `Gracias ${firstName}. ¿Nos compartes el comprobante para aplicarlo?`,
      days: 2,
    },
    { direction: 'in', body: 'Listo, es la referencia que viene en mi estado de cuenta.', days: 1 },
    {
      direction: 'out',
      body: 'Recibido. Tu pago queda aplicado hoy mismo; te llegará la confirmación.',
      days: 1,
    },
    { direction: 'in', body: 'Perfecto, muchas gracias.', days: 1 },
  ],
  ({ firstName }) => [
    {
      direction: 'out',
      body: `Hola ${firstName}, para continuar necesitamos visitar tu domicilio. ¿Qué día te acomoda esta semana?`,
      days: 2,
    },
    { direction: 'in', body: 'El jueves después de las 4 estoy en casa.', days: 2 },
    {
      direction: 'out',
      body: 'Agendado: jueves entre 4 y 6 de la tarde. El verificador lleva gafete.',
      days: 1,
    },
    { direction: 'in', body: '¿Tengo que tener algún papel a la mano?', days: 1 },
  ],
  ({ firstName }) => [
    { direction: 'in', body: 'Hola, me interesa un Versa 2026. ¿Cuánto quedaría de enganche?', days: 2 },
    {
      direction: 'out',
      body: `Hola ${firstName}, con un 20 % de enganche y 48 meses el pago queda alrededor de $8,900 al mes, con seguro incluido.`,
      days: 2,
    },
    { direction: 'in', body: '¿Y si doy 30 %?', days: 1 },
    {
      direction: 'out',
      body: 'Baja a unos $7,800. Si quieres te preparo la cotización formal con la agencia.',
      days: 1,
    },
  ],
  ({ firstName }) => [
    {
      direction: 'in',
      body: 'Buenas noches, me chocaron ayer estacionado. ¿Qué hago con el seguro?',
      days: 2,
    },
    {
      direction: 'out',
      body: `Lamentamos lo ocurrido, ${firstName}. Reporta el siniestro al número de tu póliza y compártenos el número de reporte.`,
      days: 2,
    },
    { direction: 'in', body: 'Ya lo reporté, me dieron el número 4471-2026.', days: 1 },
    {
      direction: 'out',
      body: 'Gracias, lo anotamos en tu expediente y damos seguimiento con la aseguradora.',
      days: 1,
    },
  ],
  ({ firstName }) => [
    { direction: 'out', body: `${firstName}, tu pago vence el día 15. ¿Todo bien para cubrirlo?`, days: 2 },
    { direction: 'in', body: 'Me va a faltar un poco esta quincena, ¿puedo pagar el 20?', days: 1 },
    {
      direction: 'out',
      body: 'Puedes pagar el 20; se generan intereses moratorios solo por esos días. Te mando la referencia.',
      days: 1,
    },
  ],
  ({ firstName, folio }) => [
    { direction: 'in', body: '¿Ya aprobaron mi crédito? Me dijeron que esta semana.', days: 2 },
    {
      direction: 'out',
      body: `Hola ${firstName}, ${folioText(folio)} está en comité; en cuanto tengamos la respuesta te aviso por aquí.`,
      days: 1,
    },
    { direction: 'in', body: 'Va, quedo pendiente. Gracias.', days: 1 },
  ],
]

/** The conversation of the chat seeded in the given place: each place its own, in turn. */
export const chatLinesOf = (index: number, person: { firstName: string; folio: number | null }) =>
  conversations[index % conversations.length]!(person)

/** The customer's lines after the last reply: the chat's unseen messages. */
export const unansweredCount = (lines: ChatLine[]) => {
  const lastOut = lines.map((line) => line.direction).lastIndexOf('out')
  return lines.length - 1 - lastOut
}
