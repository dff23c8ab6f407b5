import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useColorScheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { contentWidths, skins } from '../lib/preferences'
import { usePreference } from '../lib/use-preference'

const modes = ['light', 'dark', 'system'] as const

function Choice<T extends string>(props: {
  label: string
  value: T
  options: readonly T[]
  optionLabel: (option: T) => string
  onChange: (value: T) => void
}) {
  const id = `customizer-${props.label.replace(/\W+/g, '-')}`
  return (
    <Box>
      <FormLabel id={id}>{props.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={props.optionLabel(option)}
          />
        ))}
      </RadioGroup>
    </Box>
  )
}

/** Theme, skin, content width and navigation collapsed; each choice persists under a `Mesa-` key. */
export function Customizer(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { mode, setMode } = useColorScheme()
  const [skin, setSkin] = usePreference('skin')
  const [contentWidth, setContentWidth] = usePreference('contentWidth')
  const [navCollapsed, setNavCollapsed] = usePreference('navCollapsed')
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      slotProps={{ paper: { sx: { width: 340 } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('customizer.title')}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={props.onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={3} sx={{ p: 2 }}>
        <Choice
          label={t('customizer.theme')}
          value={mode ?? 'system'}
          options={modes}
          optionLabel={(option) => t(`theme.${option}`)}
          onChange={setMode}
        />
        <Choice
          label={t('customizer.skin')}
          value={skin}
          options={skins}
          optionLabel={(option) => t(`customizer.skins.${option}`)}
          onChange={setSkin}
        />
        <Choice
          label={t('customizer.contentWidth')}
          value={contentWidth}
          options={contentWidths}
          optionLabel={(option) => t(`customizer.widths.${option}`)}
          onChange={setContentWidth}
        />
        <FormControlLabel
          control={
            <Switch checked={navCollapsed} onChange={(event) => setNavCollapsed(event.target.checked)} />
          }
          label={t('customizer.navCollapsed')}
        />
      </Stack>
    </Drawer>
  )
}
