import { analysePostalCode, type CheckFinding } from '@mesa/contracts'
import { finding, outcomeOf, type AutomatedCheckProvider } from '../check-provider'
import { nameSimilarity, normalizeName, NAME_MATCH, NAME_REVIEW } from '../fuzzy-names'
import { bestNameInText } from './identity-checks'
import { ocrTextOf } from './ocr-check'

interface Address {
  street: string
  exteriorNumber: string
  neighborhood: string
  municipality: string
  state: string
  postalCode: string
}

/** Whether the words of `phrase` (accents and case aside) appear in OCR text. */
const appearsIn = (phrase: string, text: string) => {
  const words = normalizeName(phrase)
    .split(' ')
    .filter((word) => word.length > 2)
  const haystack = ` ${normalizeName(text)} `
  return words.length > 0 && words.every((word) => haystack.includes(` ${word} `))
}

/**
 * Addresses: the postal code belongs to the captured state (SEPOMEX ranges); the proof of address, when
 * its text was read, shows the same postal code and street; the bureau knows the postal code.
 */
export const addressesCheck: AutomatedCheckProvider = {
  name: 'addresses',
  async run(input) {
    const address = input.application.address as Address | null
    if (!address)
      return {
        status: 'not_available',
        findings: [finding('address_captured', 'review', { captured: false })],
      }
    const { errors } = analysePostalCode(address.postalCode, address.state)
    const findings: CheckFinding[] = [
      finding('postal_code_state', errors.length ? 'fail' : 'pass', {
        postalCode: address.postalCode,
        state: address.state,
        problem: errors[0] ?? null,
      }),
    ]
    const text = ocrTextOf(input, 'comprobante_domicilio')
    if (text) {
      findings.push(
        finding('proof_postal_code', text.includes(address.postalCode) ? 'pass' : 'review', {
          postalCode: address.postalCode,
        }),
      )
      findings.push(
        finding('proof_street', appearsIn(address.street, text) ? 'pass' : 'review', {
          street: address.street,
        }),
      )
    } else findings.push(finding('proof_text', 'info', { read: false }))
    if (input.bureau) {
      const known = input.bureau.addresses.some((item) => item.postalCode === address.postalCode)
      findings.push(finding('bureau_address', known ? 'pass' : 'review', { postalCode: address.postalCode }))
    }
    return outcomeOf(findings)
  },
}

const similarityOutcome = (similarity: number) =>
  similarity >= NAME_MATCH ? 'pass' : similarity >= NAME_REVIEW ? 'review' : 'fail'

/**
 * Comparison: the captured applicant against the bureau's general section and the ID's OCR text. Each
 * difference is a finding of its own (name fuzzily, identifiers and birth date exactly).
 */
export const comparisonCheck: AutomatedCheckProvider = {
  name: 'comparison',
  async run(input) {
    const applicant = input.application.applicant
    const fullName = `${applicant.firstNames} ${applicant.lastName1} ${applicant.lastName2}`.trim()
    const findings: CheckFinding[] = []
    const bureau = input.bureau?.general
    if (bureau) {
      const similarity = nameSimilarity(fullName, bureau.name)
      findings.push(
        finding('bureau_name', similarityOutcome(similarity), {
          captured: fullName,
          bureau: bureau.name,
          similarity: Math.round(similarity * 100),
        }),
      )
      for (const [field, captured, reported] of [
        ['curp', applicant.curp, bureau.curp],
        ['rfc', applicant.rfc.slice(0, 10), bureau.rfc.slice(0, 10)],
        ['birthDate', applicant.birthDate, bureau.birthDate],
      ] as const)
        findings.push(
          finding('bureau_field', captured === reported ? 'pass' : 'fail', {
            field,
            captured,
            bureau: reported,
          }),
        )
      const employer = (input.application.work as { employer?: string } | null)?.employer
      if (employer && input.bureau!.jobs.length > 0) {
        const best = Math.max(...input.bureau!.jobs.map((job) => nameSimilarity(employer, job.employer)))
        findings.push(
          finding('bureau_employer', best >= NAME_REVIEW ? 'pass' : 'review', {
            captured: employer,
            similarity: Math.round(best * 100),
          }),
        )
      }
    }
    const idText = ocrTextOf(input, 'identificacion')
    if (idText) {
      const similarity = bestNameInText(fullName, idText)
      findings.push(
        finding('document_name', similarityOutcome(similarity), {
          captured: fullName,
          similarity: Math.round(similarity * 100),
        }),
      )
      findings.push(
        finding('document_curp', idText.toUpperCase().includes(applicant.curp) ? 'pass' : 'review', {
          curp: applicant.curp,
        }),
      )
    }
    if (findings.length === 0)
      return {
        status: 'not_available',
        findings: [finding('comparison_sources', 'info', { bureau: false, document: false })],
      }
    return outcomeOf(findings)
  },
}
