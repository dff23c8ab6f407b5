import type { ProfileTabData } from '@mesa/contracts'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PersonRow } from './person-row'

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          variant="subtitle2"
          component="h2"
          sx={{ textTransform: 'uppercase', color: 'text.secondary', mb: 1.5 }}
        >
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  )
}

function Line(props: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ py: 0.5 }}>
      <strong>{props.label}:</strong> {props.value}
    </Typography>
  )
}

/** The content of one profile tab, from GET /api/pages/profile?tab=. */
export function ProfileTabPanel({ data }: { data: ProfileTabData }) {
  const { t } = useTranslation('profile')
  const presence = (value: string) => t(`presence.${value}`)
  switch (data.tab) {
    case 'profile':
      return (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Section title={t('profile.about')}>
              <Line label={t('profile.fullName')} value={data.about.fullName} />
              <Line label={t('profile.status')} value={t(`status.${data.about.status}`, data.about.status)} />
              <Line label={t('profile.role')} value={data.about.role} />
              <Line label={t('profile.country')} value={data.about.country || '—'} />
              <Line label={t('profile.language')} value={data.about.language} />
              <Typography
                variant="subtitle2"
                component="h3"
                sx={{ mt: 2, color: 'text.secondary', textTransform: 'uppercase' }}
              >
                {t('profile.contacts')}
              </Typography>
              <Line label={t('profile.contact')} value={data.contacts.contact || '—'} />
              <Line label={t('profile.email')} value={data.contacts.email} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              <Section title={t('profile.overview')}>
                <Line label={t('profile.taskDone')} value={data.overview.taskDone} />
                <Line label={t('profile.projectDone')} value={data.overview.projectDone} />
                <Line label={t('profile.connections')} value={data.overview.connections} />
              </Section>
              <Section title={t('profile.bio')}>
                <Typography variant="body2" color="text.secondary">
                  {data.bio || t('profile.noBio')}
                </Typography>
              </Section>
            </Stack>
          </Grid>
        </Grid>
      )
    case 'teams':
      return (
        <Grid container spacing={3}>
          {data.teams.map((team) => (
            <Grid key={team.roleId} size={{ xs: 12, md: 6 }}>
              <Section title={team.name}>
                <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                  <Chip size="small" label={t('teams.members', { count: team.memberCount })} />
                  {team.isMine && <Chip size="small" color="primary" label={t('teams.mine')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {team.description}
                </Typography>
                {team.members.map((member) => (
                  <PersonRow
                    key={member.id}
                    fullName={member.fullName}
                    avatar={member.avatar}
                    subtitle={member.email}
                    presence={member.presence}
                    presenceLabel={presence(member.presence)}
                  />
                ))}
              </Section>
            </Grid>
          ))}
        </Grid>
      )
    case 'projects':
      return (
        <Section title={t('projects.title')}>
          {data.projects.length === 0 && (
            <Typography color="text.secondary">{t('projects.empty')}</Typography>
          )}
          {data.projects.map((project) => (
            <Stack
              key={`${project.allyId}-${project.relation}`}
              direction="row"
              spacing={2}
              sx={{ py: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 160 }}>
                {project.allyName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {project.zoneName}
              </Typography>
              <Chip size="small" variant="outlined" label={t(`projects.${project.relation}`)} />
              <Chip
                size="small"
                color={project.active ? 'success' : 'default'}
                label={project.active ? t('projects.active') : t('projects.inactive')}
              />
            </Stack>
          ))}
        </Section>
      )
    case 'connections':
      return (
        <Section title={t('connections.title')}>
          {data.connections.length === 0 && (
            <Typography color="text.secondary">{t('connections.empty')}</Typography>
          )}
          <Grid container spacing={1}>
            {data.connections.map((person) => (
              <Grid key={person.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <PersonRow
                  fullName={person.fullName}
                  avatar={person.avatar}
                  subtitle={person.role}
                  presence={person.presence}
                  presenceLabel={presence(person.presence)}
                />
              </Grid>
            ))}
          </Grid>
        </Section>
      )
  }
}
