import Build from '@mui/icons-material/Build'
import Schedule from '@mui/icons-material/Schedule'
import { useTranslation } from 'react-i18next'
import { MiscShell } from '../components/misc-shell'

const iconStyle = { fontSize: 96, color: 'primary.dark', mb: 2 } as const

export function NotFoundPage() {
  const { t } = useTranslation()
  return <MiscShell code="404" title={t('misc.notFound.title')} text={t('misc.notFound.text')} />
}

export function NotAuthorizedPage() {
  const { t } = useTranslation()
  return <MiscShell code="401" title={t('misc.notAuthorized.title')} text={t('misc.notAuthorized.text')} />
}

export function ComingSoonPage() {
  const { t } = useTranslation()
  return (
    <MiscShell
      art={<Schedule sx={iconStyle} aria-hidden="true" />}
      title={t('misc.comingSoon.title')}
      text={t('misc.comingSoon.text')}
    />
  )
}

export function UnderMaintenancePage() {
  const { t } = useTranslation()
  return (
    <MiscShell
      art={<Build sx={iconStyle} aria-hidden="true" />}
      title={t('misc.maintenance.title')}
      text={t('misc.maintenance.text')}
    />
  )
}
