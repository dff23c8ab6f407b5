import Box from '@mui/material/Box'
import type { JournalEntry } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

/** An entry's lines as the póliza shows them: debits first, each account with its amount on its side. */
export function EntryLines({ lines }: { lines: JournalEntry['lines'] }) {
  const { t } = useTranslation('accounting')
  const ordered = [...lines].sort((a, b) => b.debitCents - a.debitCents)
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        columnGap: 2,
        rowGap: 0.25,
        fontSize: 13,
      }}
    >
      {ordered.map((line, index) => {
        const debit = line.debitCents > 0
        return (
          <Box key={`${line.accountCode}-${index}`} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ paddingInlineStart: debit ? 0 : 2 }}>
              {line.accountCode} {line.accountName}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {debit ? t('journal.debit') : t('journal.credit')}{' '}
              {formatMoney(debit ? line.debitCents : line.creditCents)}
            </Box>
          </Box>
        )
      })}
    </Box>
  )
}
