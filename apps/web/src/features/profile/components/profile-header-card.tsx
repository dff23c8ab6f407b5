import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined'
import Place from '@mui/icons-material/PlaceOutlined'
import Work from '@mui/icons-material/WorkOutline'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ProfileHeader } from '@mesa/contracts'
import { formatDate } from '../../../lib/format'

/** Cover, photo, name, designation, location and joining date. */
export function ProfileHeaderCard({ header }: { header: ProfileHeader }) {
  const { t, i18n } = useTranslation('profile')
  const joined = formatDate(header.joiningDate, i18n.language)
  return (
    <Card sx={{ mb: 3 }}>
      <Box
        sx={{
          height: 160,
          background: header.coverImg
            ? `url(${header.coverImg}) center / cover`
            : 'linear-gradient(135deg, var(--mui-palette-primary-main), var(--mui-palette-secondary-main))',
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ px: 3, pb: 3, alignItems: { xs: 'center', sm: 'flex-end' }, mt: -5 }}
      >
        <Avatar
          src={header.profileImg ?? undefined}
          alt=""
          sx={{
            width: 110,
            height: 110,
            border: 4,
            borderColor: 'background.paper',
            bgcolor: 'primary.dark',
            fontSize: 40,
          }}
        >
          {header.fullName.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, textAlign: { xs: 'center', sm: 'start' } }}>
          <Typography variant="h5" component="h2">
            {header.fullName}
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            sx={{
              color: 'text.secondary',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: { xs: 'center', sm: 'flex-start' },
            }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Work fontSize="small" />
              <Typography variant="body2">{header.designation}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Place fontSize="small" />
              <Typography variant="body2">{header.location || '—'}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <CalendarMonth fontSize="small" />
              <Typography variant="body2">{t('header.joined', { date: joined })}</Typography>
            </Stack>
          </Stack>
        </Box>
      </Stack>
    </Card>
  )
}
