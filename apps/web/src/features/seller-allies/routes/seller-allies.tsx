import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import { stages, type SellerAllies } from '@mesa/contracts'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useSellerAllies } from '../api/seller-allies'

const views = ['bySeller', 'byAlly', 'customers'] as const
type View = (typeof views)[number]

/** /apps/support/seller-allies (read Aliados): who serves which ally, both ways, and through whom customers bought. */
export function Component() {
  const { t } = useTranslation('sellerAllies')
  const data = useSellerAllies()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('view') as View | null
  const view: View = requested && views.includes(requested) ? requested : 'bySeller'
  return (
    <>
      <ScreenHeader title={t('sellerAllies.title')} subtitle={t('sellerAllies.subtitle')} />
      <Card>
        <Tabs
          value={view}
          onChange={(_event, next: View) => setSearchParams({ view: next }, { replace: true })}
          aria-label={t('sellerAllies.title')}
          sx={{
            px: 2,
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
          }}
        >
          {views.map((name) => (
            <Tab key={name} value={name} label={t(`sellerAllies.views.${name}`)} />
          ))}
        </Tabs>
        {data.isPending && <LinearProgress aria-label={t('sellerAllies.loading')} />}
        {data.isError && <Alert severity="error">{t('sellerAllies.failed')}</Alert>}
        {data.data && <ViewTable view={view} data={data.data} />}
      </Card>
    </>
  )
}

function Grid(props: { label: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            {props.headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((cells, index) => (
            <TableRow key={index}>
              {cells.map((cell, at) => (
                <TableCell key={at}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function ViewTable({ view, data }: { view: View; data: SellerAllies }) {
  const { t } = useTranslation('sellerAllies')
  // Stage names live in the app-wide bundle (workflow.stages), shared by every screen that shows a stage.
  const { t: tApp } = useTranslation()
  const [q, setQ] = useState('')
  const label = t(`sellerAllies.views.${view}`)
  if (view === 'bySeller')
    return (
      <Grid
        label={label}
        headers={[t('sellerAllies.seller'), t('sellerAllies.allies'), t('sellerAllies.onboarding')]}
        rows={data.sellers.map((seller) => [
          <Stack key="name">
            <strong>{seller.fullName}</strong>
            <span>{seller.email}</span>
          </Stack>,
          <Stack key="allies" direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {seller.allies.map((ally) => (
              <Chip
                key={`${ally.id}-${ally.as}`}
                size="small"
                label={`${ally.allyName} · ${t(`sellerAllies.as.${ally.as}`)}`}
              />
            ))}
          </Stack>,
          seller.verification ? (
            <Link key="v" component={RouterLink} to={`/apps/support/seller/${seller.verification.id}`}>
              {t(`verification.status.${seller.verification.status}`)}
            </Link>
          ) : (
            '—'
          ),
        ])}
      />
    )
  if (view === 'byAlly')
    return (
      <Grid
        label={label}
        headers={[
          t('sellerAllies.ally'),
          t('sellerAllies.seller'),
          t('sellerAllies.supervisor'),
          t('sellerAllies.pipeline'),
          t('sellerAllies.total'),
        ]}
        rows={data.allies.map((ally) => [
          <strong key="n">{ally.allyName}</strong>,
          ally.seller,
          ally.supervisor,
          <Stack key="p" direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {stages
              .filter((stage) => ally.pipeline[stage])
              .map((stage) => (
                <Chip
                  key={stage}
                  size="small"
                  variant="outlined"
                  label={`${tApp(`workflow.stages.${stage}`)}: ${ally.pipeline[stage]}`}
                />
              ))}
          </Stack>,
          ally.total,
        ])}
      />
    )
  const needle = q.trim().toLowerCase()
  const customers = data.customers.filter(
    (row) =>
      !needle ||
      `${row.applicantName} ${row.curp} ${row.allyName} ${row.seller}`.toLowerCase().includes(needle),
  )
  return (
    <CardContent>
      <TextField
        size="small"
        label={t('sellerAllies.search')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        sx={{ mb: 2 }}
      />
      <Grid
        label={label}
        headers={[
          t('customers.columns.fullName'),
          t('customers.columns.curp'),
          t('sellerAllies.ally'),
          t('sellerAllies.seller'),
          t('columns.folio'),
        ]}
        rows={customers
          .slice(0, 100)
          .map((row) => [row.applicantName, row.curp, row.allyName, row.seller || '—', row.folio])}
      />
    </CardContent>
  )
}
