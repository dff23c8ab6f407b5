import AddCircleOutline from '@mui/icons-material/AddCircleOutline'
import Badge from '@mui/icons-material/Badge'
import Description from '@mui/icons-material/Description'
import FormatListNumbered from '@mui/icons-material/FormatListNumbered'
import PanTool from '@mui/icons-material/PanTool'
import Storefront from '@mui/icons-material/Storefront'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import {
  creditProducts,
  mayCaptureCreditApplication,
  mayWorkStage,
  rulesAllow,
  workingStages,
} from '@mesa/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useRecordSearch } from '../api/get-record-search'
import { useTakeNextApplication } from '../api/take-next'

interface PaletteRecordsProps {
  q: string
  open: boolean
  /** Closes the palette and opens the URL. */
  go: (url: string) => void
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Buttons, not list items: a div list keeps the markup valid (axe `list`).
    <List dense component="div" subheader={<ListSubheader component="div">{title}</ListSubheader>}>
      {children}
    </List>
  )
}

function Item(props: { icon: ReactNode; primary: string; secondary?: string; onClick: () => void }) {
  return (
    <ListItemButton data-palette-item onClick={props.onClick}>
      <ListItemIcon>{props.icon}</ListItemIcon>
      <ListItemText primary={props.primary} secondary={props.secondary} />
    </ListItemButton>
  )
}

/**
 * The command palette's records and actions (issue 20): applications by folio, CURP or name, allies by name
 * or RFC and users, as the server finds them within the caller's scope; and the actions the caller may take.
 */
export function PaletteRecords({ q, open, go }: PaletteRecordsProps) {
  const { t } = useTranslation()
  const { rules } = useSession()
  const records = useRecordSearch(q, open)
  const takeNext = useTakeNextApplication()
  const needle = q.toLowerCase()

  const actions = [
    {
      id: 'newApplication',
      allowed: creditProducts.some((product) => mayCaptureCreditApplication(rules, product)),
      icon: <AddCircleOutline fontSize="small" />,
      run: () => go('/apps/solicitudes/list?create=1'),
    },
    {
      id: 'takeNext',
      allowed: workingStages.some((stage) =>
        creditProducts.some((product) => mayWorkStage(rules, stage, product)),
      ),
      icon: <PanTool fontSize="small" />,
      run: () =>
        takeNext.mutate(undefined, {
          onSuccess: ({ origin, id }) => go(`/apps/solicitudes/${origin}/${id}`),
        }),
    },
    {
      id: 'myQueue',
      allowed: rulesAllow(rules, { action: 'read', subject: 'Documentos' }),
      icon: <FormatListNumbered fontSize="small" />,
      run: () => go('/apps/solicitudes/list/assignments'),
    },
  ].filter((action) => action.allowed && t(`search.actions.${action.id}`).toLowerCase().includes(needle))

  const found = records.data
  const takeNextError =
    takeNext.error instanceof HttpError && takeNext.error.status === 404
      ? t('search.actions.queueEmpty')
      : takeNext.error && t('errors.generic')

  return (
    <>
      {actions.length > 0 && (
        <Section title={t('search.actions.title')}>
          {actions.map((action) => (
            <Item
              key={action.id}
              icon={action.icon}
              primary={t(`search.actions.${action.id}`)}
              onClick={action.run}
            />
          ))}
          {takeNextError && (
            <Typography role="alert" color="error" variant="body2" sx={{ px: 3, py: 1 }}>
              {takeNextError}
            </Typography>
          )}
        </Section>
      )}
      {found && found.applications.length > 0 && (
        <Section title={t('search.records.applications')}>
          {found.applications.map((row) => (
            <Item
              key={`application-${row.id}`}
              icon={<Description fontSize="small" />}
              primary={`${row.folio} · ${row.applicantName}`}
              secondary={row.curp}
              onClick={() => go(`/apps/solicitudes/${row.origin}/${row.id}`)}
            />
          ))}
        </Section>
      )}
      {found && found.allies.length > 0 && (
        <Section title={t('search.records.allies')}>
          {found.allies.map((ally) => (
            <Item
              key={`ally-${ally.id}`}
              icon={<Storefront fontSize="small" />}
              primary={ally.allyName}
              secondary={ally.rfc}
              onClick={() => go(`/apps/aliados/edit/${ally.id}`)}
            />
          ))}
        </Section>
      )}
      {found && found.users.length > 0 && (
        <Section title={t('search.records.users')}>
          {found.users.map((user) => (
            <Item
              key={`user-${user.id}`}
              icon={<Badge fontSize="small" />}
              primary={user.fullName}
              secondary={user.email}
              onClick={() => go(`/apps/user/view/${user.id}`)}
            />
          ))}
        </Section>
      )}
    </>
  )
}
