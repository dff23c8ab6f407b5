import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { Coverage } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

/** Each coverage with its sum insured and deductible ("amparada" when covered at cost). */
export function CoveragesTable({ coverages, label }: { coverages: Coverage[]; label: string }) {
  const { t } = useTranslation('insurance')
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 0.5 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('coverage.name')}</TableCell>
          <TableCell align="right">{t('coverage.sumInsured')}</TableCell>
          <TableCell align="right">{t('coverage.deductible')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {coverages.map((coverage) => (
          <TableRow key={coverage.kind}>
            <TableCell>{t(`coverage.kinds.${coverage.kind}`)}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {coverage.sumInsuredCents === null
                ? t('coverage.atCost')
                : formatMoney(coverage.sumInsuredCents)}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {coverage.deductibleBp === null ? '—' : `${coverage.deductibleBp / 100} %`}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
