import { Resolver } from 'node:dns/promises'
import { createRequire } from 'node:module'
import { finding, outcomeOf, type AutomatedCheckProvider } from '../check-provider'
import { nameSimilarity, normalizeName, NAME_MATCH, NAME_REVIEW } from '../fuzzy-names'
import { normalizeBlacklistValue } from '../blacklist.service'

// The package is a bare JSON file: `require` loads it the same under tsx and in the compiled bundle (plain node
// refuses a JSON `import` without an attribute).
const disposable = new Set<string>(createRequire(import.meta.url)('disposable-email-domains') as string[])
/** A domain every resolver that works answers: tells "the domain has no mail server" from "DNS does not work here". */
const CONTROL_DOMAIN = 'gmail.com'
const EMAIL_SYNTAX =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

async function hasMx(resolver: Resolver, domain: string): Promise<boolean | null> {
  try {
    return (await resolver.resolveMx(domain)).length > 0
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOTFOUND' || code === 'ENODATA' ? false : null
  }
}

/** MX of the domain: true/false, or null when DNS does not answer here (offline, refused, or it denies everything). */
async function mxLookup(domain: string): Promise<boolean | null> {
  const resolver = new Resolver({ timeout: 1_500, tries: 1 })
  const answer = await hasMx(resolver, domain)
  if (answer !== false) return answer
  // "No such domain" counts only if the resolver knows a domain that surely has mail.
  return (await hasMx(resolver, CONTROL_DOMAIN)) ? false : null
}

/** E-mail: syntax, not a disposable-address domain, and a mail server (MX) where DNS answers. */
export const emailCheck: AutomatedCheckProvider = {
  name: 'email',
  async run({ application, offline }) {
    const email = application.applicant.email.trim().toLowerCase()
    const domain = email.split('@')[1] ?? ''
    if (!EMAIL_SYNTAX.test(email)) return outcomeOf([finding('email_syntax', 'fail', { email })])
    const findings = [finding('email_syntax', 'pass', { email })]
    findings.push(finding('email_disposable', disposable.has(domain) ? 'fail' : 'pass', { domain }))
    const mx = offline ? null : await mxLookup(domain)
    if (mx === null) {
      findings.push(finding('email_mx', 'info', { domain, lookedUp: false }))
      const failed = findings.some((item) => item.outcome === 'fail')
      return { status: failed ? 'failed' : 'not_available', findings }
    }
    findings.push(finding('email_mx', mx ? 'pass' : 'fail', { domain, lookedUp: true }))
    return outcomeOf(findings)
  },
}

/**
 * Blacklist: the applicant's CURP, RFC, phones and e-mail against the administrator's list (exact, once
 * normalised), and their name fuzzily (at or above NAME_MATCH a hit, above NAME_REVIEW for an analyst).
 */
export const blacklistCheck: AutomatedCheckProvider = {
  name: 'blacklist',
  async run({ application, blacklist }) {
    const applicant = application.applicant
    const identifiers = [
      ['curp', applicant.curp],
      ['rfc', applicant.rfc],
      ['phone', applicant.mobilePhone],
      ['phone', applicant.homePhone ?? ''],
      ['email', applicant.email],
    ] as const
    const wanted = new Set(
      identifiers
        .filter(([, value]) => value)
        .map(([kind, value]) => `${kind}:${normalizeBlacklistValue(kind, value)}`),
    )
    const entries = await blacklist()
    const hits = entries.filter(
      (entry) => entry.kind !== 'name' && wanted.has(`${entry.kind}:${entry.value}`),
    )
    const findings = hits.map((hit) =>
      finding('blacklist_identifier', 'fail', { kind: hit.kind, value: hit.value, reason: hit.reason }),
    )
    const fullName = `${applicant.firstNames} ${applicant.lastName1} ${applicant.lastName2}`
    const names = entries.filter((entry) => entry.kind === 'name')
    for (const entry of names) {
      const similarity = nameSimilarity(fullName, entry.value)
      if (similarity >= NAME_REVIEW)
        findings.push(
          finding('blacklist_name', similarity >= NAME_MATCH ? 'fail' : 'review', {
            name: entry.value,
            similarity: Math.round(similarity * 100),
            reason: entry.reason,
          }),
        )
    }
    if (findings.length === 0)
      findings.push(finding('blacklist_clear', 'pass', { name: normalizeName(fullName) }))
    return outcomeOf(findings)
  },
}
