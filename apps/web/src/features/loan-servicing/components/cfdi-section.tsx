import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { Cfdi, CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatMoney } from '../../../lib/format'
import { downloadLoanCfdi, useLoanCfdi } from '../api/get-loan-cfdi'

/**
 * The loan's CFDI (issue 34): each payment's invoice of interest and fees, its status, total with IVA, and its
 * XML and PDF to download; a sandbox stamp (no fiscal validity) says so.
 */
export function CfdiSection({ origin, id }: { origin: CreditProduct; id: number }) {
  const { t, i18n } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const cfdi = useLoanCfdi(origin, id)
  const [failure, setFailure] = useState<string | null>(null)
  const download = (row: Cfdi, kind: 'xml' | 'pdf') => {
    setFailure(null)
    downloadLoanCfdi(row, kind).catch((error: unknown) => setFailure(callText(error)))
  }
  if (cfdi.isError) return <Typography color="error">{callText(cfdi.error)}</Typography>
  const rows = cfdi.data?.items ?? []
  if (cfdi.data && rows.length === 0)
    return <Typography color="text.secondary">{t('loanServicing.cfdi.none')}</Typography>
  return (
    <>
      <Table size="small" aria-label={t('loanServicing.cfdi.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('loanServicing.cfdi.folio')}</TableCell>
            <TableCell>{t('loanServicing.cfdi.paidOn')}</TableCell>
            <TableCell>{t('loanServicing.cfdi.uuid')}</TableCell>
            <TableCell align="right">{t('loanServicing.cfdi.total')}</TableCell>
            <TableCell>{t('loanServicing.cfdi.status')}</TableCell>
            <TableCell>{t('loanServicing.cfdi.files')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${row.serie}-${row.folio}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.paidOn, i18n.language)}</TableCell>
              <TableCell dir="ltr" sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                {row.uuid ?? '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.totalCents)}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`loanServicing.cfdi.statuses.${row.status}`)}
                  />
                  {row.sandbox && row.uuid && (
                    <Chip size="small" color="warning" label={t('loanServicing.cfdi.sandbox')} />
                  )}
                </Stack>
              </TableCell>
              <TableCell>
                {row.uuid && (
                  <Stack direction="row" spacing={0.5}>
                    <Button size="small" onClick={() => download(row, 'xml')}>
                      XML
                    </Button>
                    <Button size="small" onClick={() => download(row, 'pdf')}>
                      PDF
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {failure && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Typography>
      )}
    </>
  )
}
