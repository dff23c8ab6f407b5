import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Edit from '@mui/icons-material/Edit'
import type { Role } from '@mesa/contracts'
import Avatar from '@mui/material/Avatar'
import AvatarGroup from '@mui/material/AvatarGroup'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** A role: its user count, some members' avatars, and edit / delete. */
export function RoleCard(props: { role: Role; canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('roles')
  const { role } = props
  return (
    <Card sx={{ height: '100%' }} component="article" aria-labelledby={`role-${role.id}`}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('card.users', { count: role.userCount })}
          </Typography>
          <AvatarGroup
            max={4}
            total={role.userCount}
            sx={{
              '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 13 },
              '& .MuiAvatarGroup-avatar': { bgcolor: 'primary.dark', color: 'primary.contrastText' },
            }}
          >
            {role.members.map((member) => (
              <Tooltip key={member.id} title={member.fullName}>
                <Avatar
                  src={member.avatar ?? undefined}
                  alt={member.fullName}
                  sx={{ bgcolor: 'primary.dark' }}
                >
                  {initials(member.fullName)}
                </Avatar>
              </Tooltip>
            ))}
          </AvatarGroup>
        </Stack>
        <Typography id={`role-${role.id}`} variant="h6" component="h2">
          {role.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40, mb: 1 }}>
          {role.description}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('card.summary', { rules: role.rules.length, permissions: role.permissionIds.length })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            color={role.scope === 'all' ? 'default' : 'info'}
            label={t(`scope.${role.scope}`)}
          />
          {role.key && (
            <Tooltip title={t('card.systemHelp')}>
              <Chip size="small" variant="outlined" label={t('card.system')} />
            </Tooltip>
          )}
        </Stack>
        {props.canEdit && (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              startIcon={<Edit />}
              onClick={props.onEdit}
              aria-label={t('card.edit', { name: role.name })}
            >
              {t('list.edit', { ns: 'translation' })}
            </Button>
            {/* System roles are found by key (sign-up, the administrator): they are never deleted. */}
            {!role.key && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={props.onDelete}
                aria-label={t('card.delete', { name: role.name })}
              >
                {t('list.delete', { ns: 'translation' })}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}
