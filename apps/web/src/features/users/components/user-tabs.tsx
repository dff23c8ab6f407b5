import type { UserDetail } from '@mesa/contracts'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ResetTwoFactorButton } from './reset-two-factor-button'
import { UserStatusChip } from './user-status-chip'
import { formatDateTime } from '../../../lib/format'

export const userTabs = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const
export type UserTab = (typeof userTabs)[number]

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  )
}

function Row(props: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 180 }}>
        {props.label}
      </Typography>
      <Typography variant="body2" component="div" color="text.secondary">
        {props.children}
      </Typography>
    </Stack>
  )
}

/** One tab of the user view: only what the API knows about the account (no invented data). */
export function UserTabPanel({ tab, user }: { tab: UserTab; user: UserDetail }) {
  const { t, i18n } = useTranslation('users')
  const date = (iso: string) => formatDateTime(iso, i18n.language)
  switch (tab) {
    case 'account':
      return (
        <Section title={t('tabs.account')}>
          <Row label={t('fields.fullName')}>{user.fullName}</Row>
          <Row label={t('fields.company')}>{user.company || '—'}</Row>
          <Row label={t('fields.role')}>{user.role}</Row>
          <Row label={t('view.createdAt')}>{date(user.createdAt)}</Row>
          <Row label={t('fields.status')}>
            <UserStatusChip status={user.status} />
          </Row>
        </Section>
      )
    case 'security':
      return (
        <Section title={t('tabs.security')}>
          <Row label={t('view.twoFactor')}>
            <Chip
              size="small"
              color={user.twoFactorEnabled ? 'success' : 'default'}
              label={user.twoFactorEnabled ? t('view.enabled') : t('view.notEnabled')}
            />
            <ResetTwoFactorButton user={user} />
          </Row>
          <Row label={t('fields.status')}>
            <UserStatusChip status={user.status} />
          </Row>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('view.securityNote')}
          </Typography>
        </Section>
      )
    case 'billing-plans':
      return (
        <Section title={t('tabs.billing-plans')}>
          <Row label={t('fields.plan')}>{t(`plans.${user.currentPlan}`, user.currentPlan)}</Row>
          <Row label={t('fields.billing')}>{user.billing}</Row>
          <Row label={t('fields.taxId')}>{user.taxId || '—'}</Row>
        </Section>
      )
    case 'notifications':
      return (
        <Section title={t('tabs.notifications')}>
          <Row label={t('fields.email')}>{user.email}</Row>
          <Row label={t('fields.language')}>{t(`languages.${user.language}`, user.language)}</Row>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('view.notificationsNote')}
          </Typography>
        </Section>
      )
    case 'connections':
      return (
        <Section title={t('tabs.connections')}>
          <Row label={t('fields.contact')}>{user.contact || '—'}</Row>
          <Row label={t('fields.email')}>{user.email}</Row>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('view.connectionsNote')}
          </Typography>
        </Section>
      )
  }
}
