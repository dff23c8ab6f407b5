import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayOpenCreditApplication, mayWorkFunding, type FundingDetail } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useAssignLine, useHandOver } from '../api/fund-application'
import { useFunding } from '../api/get-funding'
import { DisburseDialog } from '../components/disburse-dialog'
import { formatDate, formatMoney } from '../../../lib/format'
import { FundingHistory } from '../components/funding-history'
import { FundingStatusChip } from '../components/funding-status-chip'
import { FundingSummary } from '../components/funding-summary'
import { LineOptions } from '../components/line-options'

/** /apps/fondeos/solicitudes/detail/:consecutivo (read contrato): one application's funding. */
export function Component() {
  const folio = Number(useParams().consecutivo)
  if (!Number.isInteger(folio) || folio < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <FundingScreen folio={folio} />
}

function FundingScreen({ folio }: { folio: number }) {
  const { t } = useTranslation('funding')
  const { callText } = useErrorText('funding')
  const funding = useFunding(folio)
  const notice = useListNotice()
  if (funding.isPending) return <LinearProgress aria-label={t('detail.loading')} />
  if (funding.isError) {
    const status = funding.error instanceof HttpError ? funding.error.status : 0
    return <Alert severity="error">{t(status === 404 ? 'detail.notFound' : 'detail.failed')}</Alert>
  }
  return <FundingView funding={funding.data} errorText={callText} notice={notice} />
}

function FundingView(props: {
  funding: FundingDetail
  /** Kept by the screen, so a notice outlives the view's re-render on a refetch. */
  notice: ReturnType<typeof useListNotice>
  errorText: (error: unknown) => string
}) {
  const { t, i18n } = useTranslation('funding')
  const { rules } = useSession()
  const assign = useAssignLine()
  const handOver = useHandOver()
  const [disbursing, setDisbursing] = useState(false)
  const { funding } = props
  const { application, assignment, disbursement } = funding
  const mayWork = mayWorkFunding(rules)
  const onAssign = async (lineId: number) => {
    try {
      await assign.mutateAsync({ folio: application.folio, lineId, replaces: assignment?.id ?? null })
      props.notice.show(t('detail.assigned'))
    } catch (failure) {
      props.notice.show(props.errorText(failure), 'error')
    }
  }
  const onHandOver = async () => {
    try {
      await handOver.mutateAsync({ folio: application.folio })
      props.notice.show(t('detail.handedOver'))
    } catch (failure) {
      props.notice.show(props.errorText(failure), 'error')
    }
  }
  return (
    <Stack spacing={3}>
      <ScreenHeader
        title={t('detail.title', { folio: application.folio })}
        subtitle={`${application.applicantName} · ${t(`products.${application.origin}`)} · ${t('detail.stage', { stage: t(`stages.${application.stage}`) })}`}
        actions={
          // Treasury reads no application file: the link only for those who may open it.
          mayOpenCreditApplication(rules, application.origin) && (
            <Link component={RouterLink} to={`/apps/solicitudes/${application.origin}/${application.id}`}>
              {t('detail.openFile')}
            </Link>
          )
        }
      />
      <FundingSummary funding={funding} />
      <Card>
        <CardContent>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
            useFlexGap
          >
            <Typography variant="h6" component="h2">
              {t('detail.funding')}
            </Typography>
            <FundingStatusChip status={funding.status} />
          </Stack>
          {!assignment && <Typography color="text.secondary">{t('detail.notAssigned')}</Typography>}
          {assignment && (
            <Typography>
              {t('detail.assignedTo', {
                funder: assignment.funder.name,
                line: assignment.line.name,
                amount: formatMoney(assignment.amountCents),
              })}
            </Typography>
          )}
          {disbursement && (
            <Typography sx={{ mt: 1 }}>
              {t('detail.disbursedTo', {
                date: formatDate(disbursement.disbursedOn, i18n.language),
                reference: disbursement.speiReference,
                clabe: disbursement.beneficiaryClabe,
                amount: formatMoney(disbursement.amountCents),
              })}
            </Typography>
          )}
          {funding.pendingApproval && (
            <Alert severity="warning" sx={{ mt: 2 }} role="status">
              {t(
                funding.pendingApproval.kind === 'funding.disbursement'
                  ? 'detail.waitingDisbursement'
                  : 'detail.waitingCancellation',
              )}{' '}
              <Link component={RouterLink} to="/apps/approvals">
                {t('detail.openApprovals')}
              </Link>
            </Alert>
          )}
          {assignment &&
            !disbursement &&
            !funding.pendingApproval &&
            mayWork &&
            application.stage === 'fondeo' && (
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                disabled={funding.beneficiary.problem !== null}
                onClick={() => setDisbursing(true)}
              >
                {t('detail.disburse')}
              </Button>
            )}
          {disbursement && !funding.pendingApproval && mayWork && application.stage === 'fondeo' && (
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }} useFlexGap>
              <Button variant="contained" loading={handOver.isPending} onClick={() => void onHandOver()}>
                {t('detail.handOver')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t('detail.handOverHint')}
              </Typography>
            </Stack>
          )}
          {assignment && !disbursement && funding.beneficiary.problem && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('detail.cannotDisburse')}
            </Alert>
          )}
        </CardContent>
      </Card>
      <LineOptions
        funding={funding}
        mayAssign={mayWork}
        busy={assign.isPending}
        onAssign={(lineId) => void onAssign(lineId)}
      />
      <FundingHistory funding={funding} />
      {disbursing && (
        <DisburseDialog
          funding={funding}
          open
          onClose={() => setDisbursing(false)}
          onDone={() => {
            setDisbursing(false)
            props.notice.show(t('detail.disbursementAsked'))
          }}
        />
      )}
      <Snackbar open={props.notice.notice !== null} autoHideDuration={6000} onClose={props.notice.close}>
        <Alert
          severity={props.notice.notice?.severity ?? 'success'}
          variant="filled"
          onClose={props.notice.close}
        >
          {props.notice.notice?.text}
        </Alert>
      </Snackbar>
    </Stack>
  )
}
