import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { FundingDetail } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatRate } from '../../../lib/format'
import { reasonText } from './reason-text'

/**
 * Every line of every active funder with the rules the application fails there; an eligible line offers
 * "Asignar" while the application is in fondeo and not disbursed (the API decides again under the line lock).
 */
export function LineOptions(props: {
  funding: FundingDetail
  mayAssign: boolean
  busy: boolean
  onAssign: (lineId: number) => void
}) {
  const { t } = useTranslation('funding')
  const { funding } = props
  const open = props.mayAssign && funding.application.stage === 'fondeo' && funding.status !== 'disbursed'
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('detail.lines')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('detail.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('detail.funder')}</TableCell>
                <TableCell align="right">{t('detail.available')}</TableCell>
                <TableCell>{t('detail.lineTerms')}</TableCell>
                <TableCell>{t('detail.eligibility')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {funding.options.map((option) => {
                const current = funding.assignment?.line.id === option.line.id
                return (
                  <TableRow key={option.line.id}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {option.funder.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {option.line.name}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatMoney(option.availableCents)}</TableCell>
                    <TableCell>
                      {formatRate(option.annualRateBps)} · {t('detail.months', { count: option.termMonths })}
                    </TableCell>
                    <TableCell>
                      {option.eligible ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="success"
                          label={t('detail.eligible')}
                          sx={{ color: 'text.primary' }}
                        />
                      ) : (
                        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                          {option.reasons.map((reason) => (
                            <li key={reason.rule}>
                              <Typography variant="body2">{reasonText(t, reason)}</Typography>
                            </li>
                          ))}
                        </ul>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {current ? (
                        <Chip
                          size="small"
                          color="info"
                          variant="outlined"
                          label={t('detail.assignedHere')}
                          sx={{ color: 'text.primary' }}
                        />
                      ) : (
                        open && (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={!option.eligible || props.busy}
                            aria-label={t('detail.assignTo', {
                              funder: option.funder.name,
                              line: option.line.name,
                            })}
                            onClick={() => props.onAssign(option.line.id)}
                          >
                            {funding.assignment ? t('detail.reassign') : t('detail.assign')}
                          </Button>
                        )
                      )}
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  )
}
