import { Readable } from 'node:stream'
import { fakerES_MX as faker } from '@faker-js/faker'
import { eq, sql } from 'drizzle-orm'
import {
  businessDayOf,
  businessToday,
  documentChecklist,
  mexicanStates,
  workingStages,
  type Applicant,
  type CreditProduct,
  type DocumentKind,
  type Stage,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { allyDirectory } from '../allies'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import {
  creditApplicationComments,
  creditApplicationDocuments,
  creditApplicationHistory,
  creditApplications,
} from './credit-applications.schema'
import { samplePdf } from '../../lib/sample-pdf'
import { identityFor } from './demo-identity'
import { addMonths } from '../../lending'
import type { FileStorage } from '../../lib/storage'

const SEED = 20_261_101
/** How many applications each stage gets in the demo (about 300 in all). */
const stageCounts: Array<[Stage, number]> = [
  ['captura', 40],
  ['analisis', 35],
  ['validacion', 35],
  ['visita', 25],
  ['deliberacion', 25],
  ['autorizacion', 20],
  ['contrato', 20],
  ['fondeo', 15],
  ['poliza', 15],
  ['activo', 40],
  ['liquidada', 10],
  ['rechazada', 15],
  ['cancelada', 5],
]
/** Which role works each stage, for owners in the demo. */
const stageRole: Partial<Record<Stage, string>> = {
  captura: 'ventas',
  analisis: 'analista',
  validacion: 'mesa-control',
  visita: 'visitador',
  deliberacion: 'comite',
  autorizacion: 'comite',
}

const money = (pesos: number) => Math.round(pesos) * 100

/** ~300 applications across the demo allies, in every stage, with history, comments and documents. */
export async function seedCreditApplications(db: Database, storage?: FileStorage) {
  if ((await db.$count(creditApplications)) > 0) return
  const allyRows = await db
    .select({
      id: allyDirectory.id,
      type: allyDirectory.type,
      sellerUserId: allyDirectory.sellerUserId,
      createdAt: allyDirectory.createdAt,
    })
    .from(allyDirectory)
    .where(sql`${allyDirectory.deletedAt} is null and ${allyDirectory.active}`)
    .orderBy(allyDirectory.id)
  if (allyRows.length === 0) return
  const staff = await db
    .select({ id: userDirectory.id, role: roleDirectory.name, email: userDirectory.email })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(eq(userDirectory.status, 'active'))
    .orderBy(userDirectory.id)
  const byRole = (role: string) => staff.filter((member) => member.role === role)
  const demoUser = (role: string) =>
    staff.find((member) => member.role === role && member.email.endsWith('@demo.com'))

  // One stored sample file per document kind, shared by the demo documents.
  const sampleKeys = new Map<DocumentKind, { key: string; size: number }>()
  if (storage) {
    for (const kind of new Set(Object.values(documentChecklist).flat())) {
      const stored = await storage.put(Readable.from([samplePdf(`Documento de ejemplo: ${kind}`)]), {
        prefix: 'applications',
      })
      sampleKeys.set(kind, stored)
    }
  }

  faker.seed(SEED)
  const now = Date.now()
  let activeIndex = 0
  const plans = stageCounts.flatMap(([stage, n]) => Array.from({ length: n }, () => stage))
  const rows: Array<typeof creditApplications.$inferInsert> = []
  const extras: Array<{
    stage: Stage
    reachedIndex: number
    product: CreditProduct
    createdAt: Date
    stageEnteredAt: Date
    ownerUserId: number | null
  }> = []

  plans.forEach((stage, index) => {
    const ally = allyRows[index % allyRows.length]!
    const product: CreditProduct = /moto/i.test(ally.type)
      ? 'moto'
      : /seminuevo/i.test(ally.type)
        ? 'seminuevo'
        : faker.helpers.arrayElement(['auto', 'auto', 'seminuevo'])
    const sex = faker.helpers.arrayElement(['H', 'M'] as const)
    const firstNames = faker.person.firstName(sex === 'H' ? 'male' : 'female')
    const lastName1 = faker.person.lastName()
    const lastName2 = faker.person.lastName()
    const birthDate = faker.date.between({ from: '1960-01-01', to: '2004-12-31' }).toISOString().slice(0, 10)
    const birthState = faker.helpers.arrayElement(mexicanStates)
    const { curp, rfc } = identityFor(firstNames, lastName1, lastName2, birthDate, sex, birthState)
    const mobilePhone = `55${faker.string.numeric(8)}`
    const applicant: Applicant = {
      firstNames,
      lastName1,
      lastName2,
      curp,
      rfc,
      birthDate,
      sex,
      birthState,
      email: faker.internet.email({ firstName: firstNames, lastName: lastName1 }).toLowerCase(),
      mobilePhone,
      homePhone: '',
      maritalStatus: faker.helpers.arrayElement(['soltero', 'casado', 'union_libre', 'divorciado']),
      dependents: faker.number.int({ min: 0, max: 4 }),
    }
    const priceMxn =
      product === 'moto'
        ? faker.number.int({ min: 25_000, max: 120_000 })
        : faker.number.int({ min: 180_000, max: 750_000 })
    const downMxn = Math.round(priceMxn * faker.helpers.arrayElement([0.1, 0.15, 0.2, 0.25, 0.3]))
    const vehicle = {
      make:
        product === 'moto'
          ? faker.helpers.arrayElement(['Italika', 'Honda', 'Yamaha', 'Vento'])
          : faker.vehicle.manufacturer(),
      model: faker.vehicle.model(),
      version: faker.helpers.arrayElement(['Base', 'Sense', 'Advance', 'Exclusive', 'Sport']),
      year: product === 'seminuevo' ? faker.number.int({ min: 2016, max: 2024 }) : 2026,
      priceCents: money(priceMxn),
      vin: '',
    }
    const terms = {
      requestedAmountCents: money(priceMxn - downMxn),
      downPaymentCents: money(downMxn),
      termMonths: faker.helpers.arrayElement([24, 36, 48, 60]),
      annualRateBps: faker.helpers.arrayElement([1399, 1599, 1799, 1999, 2299]),
    }
    const reachedIndex = (workingStages as readonly string[]).includes(stage)
      ? workingStages.indexOf(stage as (typeof workingStages)[number])
      : stage === 'liquidada'
        ? workingStages.length
        : faker.number.int({ min: 0, max: 5 })
    const complete = reachedIndex > 0 || faker.datatype.boolean()
    const hoursInStage = faker.number.float({ min: 0.5, max: 140, fractionDigits: 1 })
    const stageEnteredAt =
      stage === 'activo' ? disbursementDayOf(activeIndex++) : new Date(now - hoursInStage * 3_600_000)
    // A paid-off file's loan ran six months before its payoff (the loan seed): the file is older than that.
    const chainStart =
      stage === 'liquidada' ? noonOf(addMonths(businessDayOf(stageEnteredAt), -7)) : stageEnteredAt
    const createdAt = new Date(
      chainStart.getTime() - reachedIndex * faker.number.int({ min: 20, max: 60 }) * 3_600_000,
    )
    const role = stageRole[stage]
    const ownerPool = role ? byRole(role) : []
    const ownerUserId =
      ownerPool.length > 0 && faker.number.int({ min: 0, max: 9 }) < 6
        ? ((faker.number.int({ min: 0, max: 2 }) === 0 ? demoUser(role!)?.id : undefined) ??
          faker.helpers.arrayElement(ownerPool).id)
        : null
    const workflow: Record<string, unknown> = {}
    const passed = workingStages.slice(0, reachedIndex)
    for (const done of passed) {
      if (done === 'analisis')
        workflow.analisis = { opinion: 'Capacidad de pago suficiente; buró sin atrasos relevantes.' }
      // The visit's report lives in the field-visits seed.
      if (done === 'visita') workflow.visita = {}
      // The committee's votes and decision live in the credit-decision seed.
      if (done === 'deliberacion') workflow.deliberacion = {}
      // The signed contract lives in the contracts seed (gate contract_signed).
      if (done === 'contrato') workflow.contrato = {}
      if (done === 'fondeo') {
        // The funder's line and the disbursement are the funding seed's; the draw it once took stays, so the
        // demo's later random values (and the tests that read them) do not shift.
        faker.helpers.arrayElement(['Banorte', 'BBVA', 'Fondo Propio'])
        workflow.fondeo = {}
      }
      if (done === 'poliza') {
        // The policy itself is the insurance seed's; the two draws it once took stay, so the demo's later
        // random values (and the tests that read them) do not shift.
        faker.helpers.arrayElement([0, 1, 2, 3])
        faker.string.numeric(8)
        workflow.poliza = {}
      }
    }
    if (stage === 'liquidada') workflow.paidOffOn = stageEnteredAt.toISOString().slice(0, 10)
    rows.push({
      product,
      stage,
      stageEnteredAt,
      ownerUserId,
      allyId: ally.id,
      sellerUserId: ally.sellerUserId,
      applicantName: `${firstNames} ${lastName1} ${lastName2}`,
      curp,
      rfc,
      mobilePhone,
      requestedAmountCents: terms.requestedAmountCents,
      applicant,
      address: complete
        ? {
            street: faker.location.street(),
            exteriorNumber: faker.location.buildingNumber(),
            interiorNumber: '',
            neighborhood: faker.location.county(),
            municipality: faker.location.city(),
            state: birthState,
            postalCode: faker.location.zipCode('#####'),
            yearsAtAddress: faker.number.int({ min: 0, max: 20 }),
            housing: faker.helpers.arrayElement(['propia', 'rentada', 'familiar']),
          }
        : null,
      work: complete
        ? {
            employer: faker.company.name(),
            position: faker.person.jobTitle(),
            yearsEmployed: faker.number.int({ min: 1, max: 25 }),
            employmentType: faker.helpers.arrayElement(['asalariado', 'independiente', 'empresario']),
            workPhone: '',
            nss: faker.string.numeric(11),
          }
        : null,
      finance: complete
        ? {
            monthlyIncomeCents: money(faker.number.int({ min: 15_000, max: 120_000 })),
            otherIncomeCents: 0,
            monthlyExpensesCents: money(faker.number.int({ min: 5_000, max: 30_000 })),
            monthlyDebtPaymentsCents: money(faker.number.int({ min: 0, max: 15_000 })),
          }
        : null,
      references: complete
        ? Array.from({ length: 2 }, () => ({
            fullName: faker.person.fullName(),
            relationship: faker.helpers.arrayElement(['Hermano', 'Amiga', 'Compañero de trabajo', 'Tía']),
            phone: `55${faker.string.numeric(8)}`,
          }))
        : [],
      productData: { vehicle, terms },
      additional: {
        notes: '',
        source: faker.helpers.arrayElement(['Piso de venta', 'Sitio web', 'Referido']),
      },
      workflow,
      closedReason:
        stage === 'rechazada'
          ? faker.helpers.arrayElement([
              'Capacidad de pago insuficiente',
              'Historial crediticio con atrasos',
              'Documentos inconsistentes',
            ])
          : stage === 'cancelada'
            ? 'El cliente desistió de la compra'
            : null,
      createdAt,
      updatedAt: stageEnteredAt,
    })
    extras.push({ stage, reachedIndex, product, createdAt, stageEnteredAt, ownerUserId: ownerUserId ?? null })
  })

  const inserted = await db.insert(creditApplications).values(rows).returning({ id: creditApplications.id })
  const history: Array<typeof creditApplicationHistory.$inferInsert> = []
  const documents: Array<typeof creditApplicationDocuments.$inferInsert> = []
  const comments: Array<typeof creditApplicationComments.$inferInsert> = []
  const analysts = byRole('analista').concat(byRole('mesa-control'))

  inserted.forEach(({ id }, index) => {
    const extra = extras[index]!
    const seller = rows[index]!.sellerUserId ?? null
    history.push({
      applicationId: id,
      kind: 'created',
      actorUserId: seller,
      toStage: 'captura',
      createdAt: extra.createdAt,
    })
    const span = extra.stageEnteredAt.getTime() - extra.createdAt.getTime()
    for (let step = 0; step < extra.reachedIndex; step += 1) {
      history.push({
        applicationId: id,
        kind: 'transition',
        actorUserId: seller,
        fromStage: workingStages[step]!,
        toStage: workingStages[step + 1] ?? 'liquidada',
        field: 'advance',
        createdAt: new Date(extra.createdAt.getTime() + (span * (step + 1)) / (extra.reachedIndex + 1)),
      })
    }
    if (extra.stage === 'rechazada' || extra.stage === 'cancelada') {
      history.push({
        applicationId: id,
        kind: 'transition',
        actorUserId: analysts[index % Math.max(analysts.length, 1)]?.id ?? null,
        fromStage: workingStages[extra.reachedIndex]!,
        toStage: extra.stage,
        field: extra.stage === 'rechazada' ? 'reject' : 'cancel',
        reason: rows[index]!.closedReason ?? null,
        createdAt: extra.stageEnteredAt,
      })
    }
    if (storage) {
      const required = documentChecklist[extra.product]
      const uploadedCount =
        extra.reachedIndex === 0 ? faker.number.int({ min: 0, max: required.length }) : required.length
      required.slice(0, uploadedCount).forEach((kind, kindIndex) => {
        const sample = sampleKeys.get(kind)!
        const approved = extra.reachedIndex > 2 || (extra.stage === 'validacion' && kindIndex % 2 === 0)
        documents.push({
          applicationId: id,
          kind,
          storageKey: sample.key,
          fileName: `${kind}.pdf`,
          contentType: 'application/pdf',
          size: sample.size,
          status: approved ? 'approved' : 'pending',
          reviewerUserId: approved ? (analysts[0]?.id ?? null) : null,
          reviewedAt: approved ? extra.stageEnteredAt : null,
          uploadedByUserId: seller,
          createdAt: extra.createdAt,
        })
      })
    }
    if (index % 3 === 0 && analysts.length > 0) {
      const author = analysts[index % analysts.length]!
      comments.push({
        applicationId: id,
        authorUserId: author.id,
        body: faker.helpers.arrayElement([
          'Cliente contactado, confirma datos de empleo.',
          'Falta aclarar el comprobante de domicilio.',
          'Ingresos consistentes con estados de cuenta.',
          'Solicitar referencia adicional.',
        ]),
        createdAt: extra.stageEnteredAt,
      })
    }
  })
  for (let start = 0; start < history.length; start += 500)
    await db.insert(creditApplicationHistory).values(history.slice(start, start + 500))
  if (documents.length > 0) await db.insert(creditApplicationDocuments).values(documents)
  if (comments.length > 0) await db.insert(creditApplicationComments).values(comments)
}

/** Noon in Mexico City of a business day (UTC−6 all year since 2022). */
const noonOf = (day: string) => new Date(`${day}T12:00:00-06:00`)
/**
 * The day the n-th active file entered activo, which is the day its money went out: 4 to 8 months and 10 days
 * ago, so 4 to 8 installments are due today (issue 38: loans were disbursed before their applications were
 * created). The loan seed starts each loan on this day.
 */
function disbursementDayOf(activeIndex: number): Date {
  const monthsAgo = 4 + (activeIndex % 5)
  const day = addMonths(businessToday(), -monthsAgo)
  return new Date(noonOf(day).getTime() - 10 * 24 * 3_600_000)
}
