import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Snackbar from '@mui/material/Snackbar'
import type { ApplicationListItem, CreditProduct, Stage } from '@mesa/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { applicationQueryOptions } from '../api/get-credit-application'
import { usePipeline } from '../api/get-pipeline'
import { BoardColumn } from '../components/board-column'
import { useErrorText } from '../../../lib/error-text'
import { ScreenHeader } from '../../../components/list-screen'
import { TransitionDialog, type TransitionOption } from '../components/transition-dialog'
import type { ApplicationFile } from '../../../lib/application-file'

interface MenuState {
  anchor: HTMLElement
  detail: ApplicationFile
}

/** /apps/solicitudes/loans/index2 (read Documentos): the pipeline board; cards move by the workflow's transitions. */
export function Component() {
  const { t } = useTranslation('applications')
  const { guardText } = useErrorText('applications')
  const queryClient = useQueryClient()
  const pipeline = usePipeline()
  const [menu, setMenu] = useState<MenuState | null>(null)
  const [moving, setMoving] = useState<{ detail: ApplicationFile; option: TransitionOption } | null>(null)
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(
    null,
  )

  const load = async (product: CreditProduct, id: number) => {
    try {
      return await queryClient.fetchQuery({ ...applicationQueryOptions(product, id), staleTime: 0 })
    } catch {
      setNotice({ severity: 'error', text: t('problems.generic') })
      return null
    }
  }

  const openMenu = async (row: ApplicationListItem, anchor: HTMLElement) => {
    const detail = await load(row.product, row.id)
    if (!detail) return
    if (detail.allowedTransitions.length === 0)
      return setNotice({ severity: 'warning', text: t('board.noMoves', { folio: row.folio }) })
    setMenu({ anchor, detail })
  }

  const drop = async (item: { id: number; product: CreditProduct }, to: Stage) => {
    const detail = await load(item.product, item.id)
    if (!detail || detail.stage === to) return
    const option = detail.allowedTransitions.find((candidate) => candidate.to === to)
    if (!option)
      return setNotice({
        severity: 'warning',
        text: t('board.refused', {
          folio: detail.folio,
          from: t(`stages.${detail.stage}`),
          to: t(`stages.${to}`),
        }),
      })
    setMoving({ detail, option })
  }

  return (
    <>
      <ScreenHeader title={t('board.title')} subtitle={t('board.subtitle')} />
      {pipeline.isPending && <LinearProgress aria-label={t('list.loading')} />}
      {pipeline.isError && <Alert severity="error">{t('problems.generic')}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
        {pipeline.data?.stages.map((column) => (
          <BoardColumn
            key={column.stage}
            stage={column.stage}
            count={column.count}
            amountCents={column.amountCents}
            onMenu={(row, anchor) => void openMenu(row, anchor)}
            onDrop={(item, to) => void drop(item, to)}
          />
        ))}
      </Box>
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menu?.detail.allowedTransitions.map((option) => (
          <MenuItem
            key={option.transition}
            onClick={() => {
              setMoving({ detail: menu.detail, option })
              setMenu(null)
            }}
          >
            <ListItemText
              primary={
                option.transition === 'advance'
                  ? t('transitions.advanceTo', { stage: t(`stages.${option.to}`) })
                  : t(`transitions.${option.transition}`)
              }
              secondary={option.blockedBy.map((guard) => guardText(guard)).join(' · ') || undefined}
            />
          </MenuItem>
        ))}
      </Menu>
      {moving && (
        <TransitionDialog
          application={moving.detail}
          option={moving.option}
          onClose={() => setMoving(null)}
          onDone={(next) => {
            setMoving(null)
            setNotice({
              severity: 'success',
              text: t('transitions.done', { stage: t(`stages.${next.stage}`) }),
            })
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  )
}
