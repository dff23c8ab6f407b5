import ExpandMore from '@mui/icons-material/ExpandMore'
import Mail from '@mui/icons-material/Mail'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import AvatarGroup from '@mui/material/AvatarGroup'
import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { initialsOf as initials } from '../components/person'
import { Example } from './showcase'

const names = ['Ana Ruiz', 'Luis Pérez', 'Marta Gil', 'Omar Díaz', 'Sara León']
/** Initials on the dark primary: white text keeps AA contrast in both themes. */
const avatarColours = { bgcolor: 'primary.dark', color: 'common.white' } as const

/** Accordion, alerts, avatars, buttons, chips and badges. */
export function BasicSamples() {
  const { t } = useTranslation('demo')
  return (
    <>
      <Example title={t('ui.components.accordion')}>
        {([1, 2, 3] as const).map((index) => (
          <Accordion key={index} defaultExpanded={index === 1} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography component="span">{t('ui.components.question', { index })}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{t('ui.components.answer')}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Example>
      <Example title={t('ui.components.alerts')}>
        <Stack spacing={1}>
          {(['success', 'info', 'warning', 'error'] as const).map((severity) => (
            <Alert key={severity} severity={severity} variant="outlined">
              {t(`ui.components.alert.${severity}`)}
            </Alert>
          ))}
        </Stack>
      </Example>
      <Example title={t('ui.components.avatars')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar alt={names[0]} sx={avatarColours}>
            {initials(names[0]!)}
          </Avatar>
          <Badge color="success" variant="dot" overlap="circular">
            <Avatar alt={names[1]} sx={avatarColours}>
              {initials(names[1]!)}
            </Avatar>
          </Badge>
          <AvatarGroup max={4} slotProps={{ surplus: { sx: avatarColours } }}>
            {names.map((name) => (
              <Avatar key={name} alt={name} sx={avatarColours}>
                {initials(name)}
              </Avatar>
            ))}
          </AvatarGroup>
          <Badge badgeContent={4} color="primary">
            <Mail aria-label={t('ui.components.unread', { count: 4 })} />
          </Badge>
        </Stack>
      </Example>
      <Example title={t('ui.components.buttons')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained">{t('ui.components.primary')}</Button>
          <Button variant="outlined">{t('ui.components.outlined')}</Button>
          <Button>{t('ui.components.text')}</Button>
          <Button variant="contained" disabled>
            {t('ui.components.disabled')}
          </Button>
          <ButtonGroup aria-label={t('ui.components.group')}>
            <Button>1</Button>
            <Button>2</Button>
            <Button>3</Button>
          </ButtonGroup>
        </Stack>
      </Example>
      <Example title={t('ui.components.chips')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label={t('ui.components.chip')} />
          <Chip label={t('ui.components.chip')} variant="outlined" />
          <Chip
            avatar={<Avatar>{initials(names[2]!)}</Avatar>}
            label={names[2]}
            // The chip colours its avatar itself; white on the dark primary keeps AA in both themes.
            sx={{ '& .MuiChip-avatar': avatarColours }}
          />
          <Chip label={t('ui.components.deletable')} onDelete={() => undefined} />
        </Stack>
      </Example>
      <Progress />
    </>
  )
}

/** Progress indicators and a radio group that drives them. */
function Progress() {
  const { t } = useTranslation('demo')
  const [value, setValue] = useState('60')
  return (
    <Example title={t('ui.components.progress')}>
      <FormLabel id="progress-choice">{t('ui.components.radio')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="progress-choice"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        {['25', '60', '100'].map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={`${option} %`} />
        ))}
      </RadioGroup>
      <LinearProgress
        variant="determinate"
        value={Number(value)}
        sx={{ my: 2 }}
        aria-label={t('ui.components.progress')}
      />
      <CircularProgress
        variant="determinate"
        value={Number(value)}
        aria-label={t('ui.components.progress')}
      />
    </Example>
  )
}
