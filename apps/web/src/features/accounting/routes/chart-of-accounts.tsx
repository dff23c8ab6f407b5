import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { mayManageAccounting, rulesAllow } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoticeAlert, ScreenHeader, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useSession } from '../../../lib/use-session'
import { useChart } from '../api/get-chart-of-accounts'
import { useMappings } from '../api/get-mappings'
import { usePendingMappingChanges } from '../api/mapping-changes'
import { MappingChangeDialog } from '../components/mapping-change-dialog'
import { MappingsTable } from '../components/mappings-table'
import { PendingMappingChanges } from '../components/pending-mapping-changes'

/**
 * /apps/contabilidad/cuentas (read accounting): the chart of accounts in code order, each account indented
 * under its group, with its type, nature and the SAT grouping code the electronic accounting reports; below it,
 * the account each posting slot resolves to for each product.
 */
export function Component() {
  const { t } = useTranslation('accounting')
  const { callText } = useErrorText('accounting')
  const chart = useChart()
  const mappings = useMappings()
  const { rules } = useSession()
  const mayPropose = mayManageAccounting(rules)
  const pending = usePendingMappingChanges(rulesAllow(rules, { action: 'read', subject: 'Approvals' }))
  const [proposing, setProposing] = useState(false)
  const notice = useListNotice()
  const label = t('chart.table')
  return (
    <>
      <ScreenHeader title={t('chart.title')} subtitle={t('chart.subtitle')} />
      <NoticeAlert notice={notice} />
      {chart.isPending && <LinearProgress aria-label={t('loading')} />}
      {chart.isError && <Alert severity="error">{callText(chart.error)}</Alert>}
      {chart.data && (
        <Card>
          <TableContainer tabIndex={0} role="region" aria-label={label}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('chart.code')}</TableCell>
                  <TableCell>{t('chart.name')}</TableCell>
                  <TableCell>{t('chart.kind')}</TableCell>
                  <TableCell>{t('chart.nature')}</TableCell>
                  <TableCell>{t('chart.sat')}</TableCell>
                  <TableCell>{t('chart.postable')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {chart.data.items.map((account) => (
                  <TableRow
                    key={account.code}
                    sx={account.postable ? undefined : { '& td': { fontWeight: 700 } }}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{account.code}</TableCell>
                    <TableCell sx={{ paddingInlineStart: 2 + (account.level - 1) * 2 }}>
                      {account.name}
                    </TableCell>
                    <TableCell>{t(`accountKinds.${account.kind}`)}</TableCell>
                    <TableCell>{t(`natures.${account.nature}`)}</TableCell>
                    <TableCell>{account.satGroupingCode}</TableCell>
                    <TableCell>{account.postable ? t('chart.yes') : t('chart.no')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {mappings.data && (
        <Card sx={{ mt: 3 }}>
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {t('mappings.title')}
              </Typography>
              {mayPropose && chart.data && (
                <Button variant="contained" onClick={() => setProposing(true)}>
                  {t('mappingChange.open')}
                </Button>
              )}
            </Box>
            <MappingsTable mappings={mappings.data.items} />
            {pending.data && <PendingMappingChanges requests={pending.data.items} />}
          </CardContent>
        </Card>
      )}
      {proposing && chart.data && mappings.data && (
        <MappingChangeDialog
          accounts={chart.data.items}
          mappings={mappings.data.items}
          onClose={() => setProposing(false)}
          onAsked={() => {
            setProposing(false)
            notice.show(t('mappingChange.asked'))
          }}
        />
      )}
    </>
  )
}
