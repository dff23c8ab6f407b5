import Download from '@mui/icons-material/Download'
import FolderZip from '@mui/icons-material/FolderZip'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { packageFileKinds, type PeriodPackage } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import {
  downloadPackageFile,
  downloadPackageZip,
  downloadPolizasForRequest,
  useStoreComplementaryBalanza,
} from '../api/period-packages'
import { PolizasRequestDialog } from './polizas-request-dialog'

/** The files in the order an accountant reads them: the balanza first, then the journal, then the SAT's. */
const order = (kind: string) => packageFileKinds.indexOf(kind as (typeof packageFileKinds)[number])

/**
 * The closed months with their packages (issue 34 item 4): each file the close stored, downloaded exactly as it
 * was closed, and all of a month's in one ZIP. For the SAT's requests: the month's pólizas for an audit order or
 * a procedure (its number asked in a dialog), and, for manage accounting, the complementaria balanza of a month
 * whose events were booked later. A failure says so in the screen's notice.
 */
export function PeriodPackages(props: {
  packages: PeriodPackage[]
  mayManage: boolean
  onFailed: (error: unknown) => void
  onStored: (period: string) => void
}) {
  const { t, i18n } = useTranslation('accounting')
  const complement = useStoreComplementaryBalanza()
  const [asking, setAsking] = useState<PeriodPackage | null>(null)
  const label = t('packages.table')
  const run = (download: () => Promise<void>) => () => void download().catch(props.onFailed)
  const storeComplement = (period: string) =>
    complement.mutate(period, { onSuccess: () => props.onStored(period), onError: props.onFailed })
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('packages.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('packages.subtitle')}
        </Typography>
        {props.packages.length === 0 ? (
          <Alert severity="info">{t('packages.empty')}</Alert>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label={label}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('periods.period')}</TableCell>
                  <TableCell>{t('packages.generatedAt')}</TableCell>
                  <TableCell>{t('packages.files')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {props.packages.map((item) => (
                  <TableRow key={item.period}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.period}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(item.generatedAt, i18n.language)}
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {[...item.files]
                          .sort((a, b) => order(a.kind) - order(b.kind))
                          .map((file) => (
                            <Button
                              key={file.name}
                              size="small"
                              variant="outlined"
                              startIcon={<Download aria-hidden />}
                              title={file.name}
                              aria-label={t('packages.downloadOf', {
                                file: t(`packages.kinds.${file.kind}`),
                                period: item.period,
                              })}
                              onClick={run(() => downloadPackageFile(item.period, file.name))}
                            >
                              {t(`packages.kinds.${file.kind}`)}
                            </Button>
                          ))}
                      </Box>
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        aria-label={t('satRequest.openOf', { period: item.period })}
                        onClick={() => setAsking(item)}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t('satRequest.open')}
                      </Button>
                      {props.mayManage && (
                        <Button
                          size="small"
                          disabled={complement.isPending}
                          aria-label={t('packages.complementOf', { period: item.period })}
                          onClick={() => storeComplement(item.period)}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {t('packages.complement')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        startIcon={<FolderZip aria-hidden />}
                        aria-label={t('packages.zipOf', { period: item.period })}
                        onClick={run(() => downloadPackageZip(item.period))}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t('packages.zip')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {asking && (
        <PolizasRequestDialog
          period={asking.period}
          onClose={() => setAsking(null)}
          send={(request) =>
            downloadPolizasForRequest(
              asking.period,
              asking.files.find((file) => file.kind === 'sat_polizas')?.name ??
                `polizas-${asking.period}.xml`,
              request,
            )
          }
        />
      )}
    </Card>
  )
}
