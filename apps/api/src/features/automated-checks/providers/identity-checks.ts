import { analyseCurp, analyseIne, analyseNss, curpStemFor, validateIdentifier } from '@mesa/contracts'
import { finding, outcomeOf, type AutomatedCheckProvider, type CheckInput } from '../check-provider'
import { nameSimilarity, NAME_MATCH } from '../fuzzy-names'
import { ocrTextOf } from './ocr-check'

/**
 * RENAPO: the CURP is well formed (structure, date, sex, state, forbidden words, check digit) and agrees
 * with the captured birth date, sex, birth state and names (the letters the Instructivo derives from them).
 */
export const renapoCheck: AutomatedCheckProvider = {
  name: 'renapo',
  async run({ application }) {
    const applicant = application.applicant
    const { errors, decoded } = analyseCurp(applicant.curp)
    const findings = errors.map((code) => finding('curp_valid', 'fail', { curp: applicant.curp, code }))
    if (errors.length === 0) findings.push(finding('curp_valid', 'pass', { curp: applicant.curp, code: '' }))
    if (decoded) {
      for (const [field, fromCurp, captured] of [
        ['birthDate', decoded.birthDate, applicant.birthDate],
        ['sex', decoded.sex, applicant.sex],
        ['birthState', decoded.state, applicant.birthState],
      ] as const)
        findings.push(
          finding('curp_agrees', fromCurp === captured ? 'pass' : 'fail', { field, fromCurp, captured }),
        )
    }
    // Letters 1-4 and consonants 14-16 come from the names: one difference may be a RENAPO quirk, more is another person.
    const expected = curpStemFor(applicant)
    const curp = applicant.curp.toUpperCase()
    const positions = [0, 1, 2, 3, 13, 14, 15]
    const differences = positions.filter((i) => expected[i] !== curp[i]).length
    findings.push(
      finding('curp_name', differences === 0 ? 'pass' : differences === 1 ? 'review' : 'fail', {
        expected: expected.slice(0, 4) + '…' + expected.slice(13, 16),
        found: curp.slice(0, 4) + '…' + curp.slice(13, 16),
        differences,
      }),
    )
    return outcomeOf(findings)
  },
}

/** The voter key, CIC or OCR number read from the uploaded ID (the INE card), if any. */
function ineNumbersIn(text: string) {
  const upper = text.toUpperCase()
  const voterKey = upper.match(/\b[A-Z]{6}\d{8}[HM]\d{3}\b/)?.[0]
  const cic = upper.match(/IDMEX(\d{10})/)?.[1]
  return { voterKey, cic }
}

/** INE: formats of the voter key and CIC read from the ID, and their agreement with the applicant. */
export const ineCheck: AutomatedCheckProvider = {
  name: 'ine',
  async run(input: CheckInput) {
    const id = input.documents.find((doc) => doc.kind === 'identificacion')
    if (!id)
      return { status: 'not_available', findings: [finding('ine_document', 'review', { present: false })] }
    const text = ocrTextOf(input, 'identificacion')
    if (!text) return { status: 'not_available', findings: [finding('ine_text', 'info', { read: false })] }
    const { voterKey, cic } = ineNumbersIn(text)
    const findings = []
    if (!voterKey && !cic) findings.push(finding('ine_numbers', 'review', { found: false }))
    if (voterKey) {
      const { errors, decoded } = analyseIne(voterKey)
      findings.push(
        finding('ine_voter_key', errors.length ? 'fail' : 'pass', { voterKey, errors: errors.join(',') }),
      )
      if (decoded?.type === 'voter_key') {
        const applicant = input.application.applicant
        const agreesDate = decoded.birthDate === applicant.birthDate
        findings.push(
          finding('ine_agrees', agreesDate ? 'pass' : 'fail', {
            field: 'birthDate',
            fromIne: decoded.birthDate,
            captured: applicant.birthDate,
          }),
        )
        findings.push(
          finding('ine_agrees', decoded.sex === applicant.sex ? 'pass' : 'fail', {
            field: 'sex',
            fromIne: decoded.sex,
            captured: applicant.sex,
          }),
        )
      }
    }
    if (cic) {
      const { errors } = analyseIne(cic)
      findings.push(finding('ine_cic', errors.length ? 'fail' : 'pass', { cic: cic.slice(0, 9) }))
    }
    const { firstNames, lastName1, lastName2 } = input.application.applicant
    const similarity = bestNameInText(`${firstNames} ${lastName1} ${lastName2}`, text)
    findings.push(
      finding('ine_name', similarity >= NAME_MATCH ? 'pass' : 'review', {
        similarity: Math.round(similarity * 100),
      }),
    )
    return outcomeOf(findings)
  },
}

/** Where a name appears best in OCR text: the window of as many words with the highest similarity. */
export function bestNameMatch(name: string, text: string) {
  const words = text.toUpperCase().split(/\s+/).filter(Boolean)
  const size = name.trim().split(/\s+/).length
  let best = { similarity: 0, found: '' }
  for (let i = 0; i + size <= words.length; i++) {
    const found = words.slice(i, i + size).join(' ')
    const similarity = nameSimilarity(name, found)
    if (similarity > best.similarity) best = { similarity, found }
  }
  return best
}

/** How well a name appears in OCR text: the best similarity of any window of as many words. */
export const bestNameInText = (name: string, text: string) => bestNameMatch(name, text).similarity

const currentYear = () => new Date().getUTCFullYear()

/** IMSS: the NSS is valid, the employer is captured, and the dates it encodes are plausible. */
export const imssCheck: AutomatedCheckProvider = {
  name: 'imss',
  async run({ application }) {
    const work = application.work as {
      employer?: string
      nss?: string
      employmentType?: string
      yearsEmployed?: number
    } | null
    if (!work)
      return { status: 'not_available', findings: [finding('work_section', 'review', { captured: false })] }
    if (!work.nss) {
      const salaried = work.employmentType === 'asalariado'
      return {
        status: salaried ? 'needs_review' : 'not_available',
        findings: [
          finding('nss_captured', salaried ? 'review' : 'info', {
            employmentType: work.employmentType ?? '',
          }),
        ],
      }
    }
    const { errors, decoded } = analyseNss(work.nss)
    const findings = errors.map((code) =>
      finding('nss_valid', code === 'implausible_dates' ? 'review' : 'fail', { nss: work.nss ?? '', code }),
    )
    if (errors.length === 0) findings.push(finding('nss_valid', 'pass', { nss: work.nss, code: '' }))
    findings.push(
      finding('employer_captured', work.employer ? 'pass' : 'review', { employer: work.employer ?? '' }),
    )
    if (decoded) {
      const birthYear = Number(application.applicant.birthDate.slice(0, 4))
      findings.push(
        finding('nss_birth_year', decoded.birthYear % 100 === birthYear % 100 ? 'pass' : 'review', {
          fromNss: decoded.birthYear,
          captured: birthYear,
        }),
      )
      // Nobody is affiliated before 14 (the legal working age), nor employed longer than affiliated.
      const tooYoung = decoded.affiliationYear - birthYear < 14
      const affiliatedYears = currentYear() - decoded.affiliationYear
      findings.push(
        finding('nss_affiliation_age', tooYoung ? 'review' : 'pass', {
          affiliationYear: decoded.affiliationYear,
        }),
      )
      findings.push(
        finding(
          'employment_within_affiliation',
          (work.yearsEmployed ?? 0) <= affiliatedYears ? 'pass' : 'review',
          {
            yearsEmployed: work.yearsEmployed ?? 0,
            affiliatedYears,
          },
        ),
      )
    }
    return outcomeOf(findings)
  },
}

const PUBLIC_SECTOR =
  /\b(GOBIERNO|SECRETAR[IÍ]A|SEP|IMSS|ISSSTE|PEMEX|CFE|MUNICIPIO|AYUNTAMIENTO|INSTITUTO NACIONAL|UNIVERSIDAD NACIONAL|UNAM|IPN|SEDENA|SEMAR|FISCAL[IÍ]A|PODER JUDICIAL|TRIBUNAL)\b/i

/** ISSSTE: public-sector workers are affiliated by their RFC with homoclave; its format must be valid. */
export const issteCheck: AutomatedCheckProvider = {
  name: 'issste',
  async run({ application }) {
    const employer = (application.work as { employer?: string } | null)?.employer ?? ''
    if (!PUBLIC_SECTOR.test(employer))
      return { status: 'not_available', findings: [finding('public_sector', 'info', { employer })] }
    const rfc = validateIdentifier('rfc', application.applicant.rfc)
    return outcomeOf([
      finding('public_sector', 'info', { employer }),
      finding('issste_key', rfc.valid && rfc.decoded.type === 'fisica' ? 'pass' : 'fail', {
        rfc: application.applicant.rfc,
      }),
    ])
  },
}

const CEDULA = /C[EÉ]DULA(?:\s+PROFESIONAL)?\D{0,12}(\d{5,10})/i

/** Professional credential: a cédula profesional (SEP) in the captured work or notes, or on a document, has 7 or 8 digits. */
export const professionalCredentialCheck: AutomatedCheckProvider = {
  name: 'professional_credential',
  async run(input) {
    const work = input.application.work as { position?: string } | null
    const sources = [
      work?.position ?? '',
      String(input.application.additional.notes ?? ''),
      ocrTextOf(input, 'otro') ?? '',
    ]
    const number = sources.map((text) => CEDULA.exec(text)?.[1]).find(Boolean)
    if (!number)
      return { status: 'not_available', findings: [finding('cedula_found', 'info', { found: false })] }
    return outcomeOf([
      finding('cedula_format', /^\d{7,8}$/.test(number) ? 'pass' : 'fail', { cedula: number }),
    ])
  },
}
