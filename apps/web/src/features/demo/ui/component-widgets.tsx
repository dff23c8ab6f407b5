import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Example } from './showcase'

const steps = ['ordered', 'paid', 'shipped', 'delivered'] as const

/** Lists, menu, pagination, tabs, timeline, snackbar (toast) and tooltips, each one working. */
export function InteractiveSamples() {
  const { t } = useTranslation('demo')
  const [selected, setSelected] = useState(0)
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const [tab, setTab] = useState(0)
  const [toast, setToast] = useState(false)
  return (
    <>
      <Example title={t('ui.components.lists')}>
        <List dense aria-label={t('ui.components.lists')}>
          {[0, 1, 2].map((index) => (
            <ListItem key={index} disablePadding>
              <ListItemButton selected={selected === index} onClick={() => setSelected(index)}>
                <ListItemText primary={t('ui.components.item', { index: index + 1 })} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Example>
      <Example title={t('ui.components.menu')}>
        <Button
          variant="outlined"
          aria-haspopup="menu"
          aria-expanded={menuAnchor !== null}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          {t('ui.components.openMenu')}
        </Button>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          {(['profile', 'settings', 'logout'] as const).map((option) => (
            <MenuItem
              key={option}
              onClick={() => {
                setPicked(option)
                setMenuAnchor(null)
              }}
            >
              {t(`ui.components.menuItems.${option}`)}
            </MenuItem>
          ))}
        </Menu>
        {picked && (
          <Typography sx={{ mt: 2 }} role="status">
            {t('ui.components.picked', { option: t(`ui.components.menuItems.${picked}`) })}
          </Typography>
        )}
      </Example>
      <Example title={t('ui.components.pagination')}>
        <Pagination count={10} page={page} onChange={(_, next) => setPage(next)} color="primary" />
        <Typography sx={{ mt: 2 }}>{t('ui.components.page', { page })}</Typography>
      </Example>
      <Example title={t('ui.components.tabs')}>
        <Tabs
          value={tab}
          onChange={(_, next: number) => setTab(next)}
          aria-label={t('ui.components.tabs')}
          sx={{ '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
        >
          {[1, 2, 3].map((index) => (
            <Tab key={index} label={t('ui.components.tab', { index })} />
          ))}
        </Tabs>
        <Typography sx={{ mt: 2 }}>{t('ui.components.tabBody', { index: tab + 1 })}</Typography>
      </Example>
      <Example title={t('ui.components.timeline')}>
        <Stepper orientation="vertical" activeStep={2}>
          {steps.map((step) => (
            <Step key={step}>
              <StepLabel>{t(`ui.components.steps.${step}`)}</StepLabel>
              <StepContent>
                <Typography variant="body2">{t('ui.components.stepBody')}</Typography>
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </Example>
      <Example title={t('ui.components.feedback')}>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => setToast(true)}>
            {t('ui.components.showToast')}
          </Button>
          <Tooltip title={t('ui.components.tooltip')}>
            <Button variant="outlined">{t('ui.components.hover')}</Button>
          </Tooltip>
        </Stack>
        <Snackbar
          open={toast}
          autoHideDuration={4000}
          onClose={() => setToast(false)}
          message={t('ui.components.toast')}
        />
      </Example>
    </>
  )
}
