import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AmountCell } from './amount-cell'

interface StatementLine {
  code: string
  name: string
  amountCents: number
}

/** One section of a statement (assets, income…): its accounts with a balance, then its total. */
export function StatementSection({
  title,
  lines,
  totalLabel,
  totalCents,
}: {
  title: string
  lines: StatementLine[]
  totalLabel: string
  totalCents: number
}) {
  const { t } = useTranslation('accounting')
  const shown = lines.filter((line) => line.amountCents !== 0)
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableBody>
          {shown.map((line) => (
            <TableRow key={line.code}>
              <TableCell sx={{ width: 100, whiteSpace: 'nowrap' }} aria-label={t('statements.account')}>
                {line.code}
              </TableCell>
              <TableCell>{line.name}</TableCell>
              <AmountCell cents={line.amountCents} />
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
              {totalLabel}
            </TableCell>
            <AmountCell cents={totalCents} bold />
          </TableRow>
        </TableBody>
      </Table>
    </>
  )
}
