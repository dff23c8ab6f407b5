import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusinessDay } from '../../../lib/business-date'
import { useBalanceSheet } from '../api/get-balance-sheet'
import { useIncomeStatement } from '../api/get-income-statement'
import { DayField } from '../components/as-of-field'
import { ReportFrame } from '../components/report-frame'
import { StatementSection } from '../components/statement-table'

/**
 * /apps/contabilidad/estados (read accounting): the balance sheet as of a day and the income statement of the
 * year to that day (its start may be moved). Assets = liabilities + equity + the year's result.
 */
export function Component() {
  const { t } = useTranslation('accounting')
  const today = useBusinessDay()
  const [asOf, setAsOf] = useState<string | null>(null)
  const [from, setFrom] = useState<string | null>(null)
  const sheet = useBalanceSheet(asOf ?? undefined)
  const shownOn = asOf ?? sheet.data?.asOf ?? today
  const statement = useIncomeStatement(from ?? undefined, shownOn)
  const shownFrom = from ?? statement.data?.from ?? `${shownOn.slice(0, 4)}-01-01`
  const query = {
    isFetching: sheet.isFetching || statement.isFetching,
    isError: sheet.isError || statement.isError,
    error: sheet.error ?? statement.error,
  }
  return (
    <ReportFrame
      title={t('statements.title')}
      subtitle={t('statements.subtitle')}
      query={query}
      dates={
        <>
          <DayField
            id="statements-from"
            label={t('from')}
            value={shownFrom}
            max={shownOn}
            onChange={setFrom}
          />
          <DayField id="statements-as-of" label={t('asOf')} value={shownOn} max={today} onChange={setAsOf} />
        </>
      }
    >
      <Grid container spacing={4}>
        {sheet.data && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h6" component="h2">
              {t('statements.balanceSheet')}
            </Typography>
            <StatementSection
              title={t('statements.assets')}
              lines={sheet.data.assets}
              totalLabel={t('statements.totalAssets')}
              totalCents={sheet.data.totals.assetsCents}
            />
            <StatementSection
              title={t('statements.liabilities')}
              lines={sheet.data.liabilities}
              totalLabel={t('statements.totalLiabilities')}
              totalCents={sheet.data.totals.liabilitiesCents}
            />
            <StatementSection
              title={t('statements.equity')}
              lines={[
                ...sheet.data.equity,
                {
                  code: '',
                  name: t('statements.currentResult'),
                  amountCents: sheet.data.totals.currentResultCents,
                },
              ]}
              totalLabel={t('statements.totalLiabilitiesEquity')}
              totalCents={
                sheet.data.totals.liabilitiesCents +
                sheet.data.totals.equityCents +
                sheet.data.totals.currentResultCents
              }
            />
          </Grid>
        )}
        {statement.data && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h6" component="h2">
              {t('statements.incomeStatement')}
            </Typography>
            <StatementSection
              title={t('statements.income')}
              lines={statement.data.income}
              totalLabel={t('statements.totalIncome')}
              totalCents={statement.data.totals.incomeCents}
            />
            <StatementSection
              title={t('statements.expenses')}
              lines={statement.data.expenses}
              totalLabel={t('statements.totalExpenses')}
              totalCents={statement.data.totals.expensesCents}
            />
            <StatementSection
              title={t('statements.result')}
              lines={[]}
              totalLabel={t('statements.result')}
              totalCents={statement.data.totals.resultCents}
            />
          </Grid>
        )}
      </Grid>
    </ReportFrame>
  )
}
