import type { LineLoan, StatementLine } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldOption } from '../../../components/form'
import { formatFolio, formatMoney } from '../../../lib/format'
import { useLoanOptions } from '../api/lines'

/**
 * The loans a person may post a line on: the matching's candidates first, then those found by folio or name
 * (the search box), each worded with its folio, customer and, when known, its amount due.
 */
export function useLoanChoices(line: Pick<StatementLine, 'candidates' | 'postings'>) {
  const { t, i18n } = useTranslation('bankStatements')
  const [search, setSearch] = useState('')
  const found = useLoanOptions(search.trim())
  const word = (loan: LineLoan & { nextDueCents?: number }) =>
    [
      formatFolio(loan.folio, i18n.language),
      loan.customerName,
      loan.nextDueCents === undefined ? '' : t('match.due', { amount: formatMoney(loan.nextDueCents) }),
    ]
      .filter(Boolean)
      .join(' · ')
  const seen = new Set<number>()
  const options: FieldOption[] = []
  for (const loan of [...line.candidates, ...line.postings, ...(found.data ?? [])]) {
    if (seen.has(loan.applicationId)) continue
    seen.add(loan.applicationId)
    options.push({ value: loan.applicationId, label: word(loan) })
  }
  const labelOf = (applicationId: number) =>
    options.find((option) => option.value === applicationId)?.label ?? ''
  return { search, setSearch, options, labelOf, searching: found.isFetching }
}
