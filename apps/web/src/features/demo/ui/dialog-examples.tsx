import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDemoFormat } from '../components/format'
import { dialogForms, type DialogFormName } from './dialog-forms'
import { ExampleFormDialog } from './form-dialog'
import { Example, Examples, ShowcasePage } from './showcase'

const formNames = Object.keys(dialogForms) as DialogFormName[]
/** The pricing dialog's plans, monthly price in cents (the pricing page's). */
const plans = [
  ['basic', 0],
  ['team', 4_900],
  ['company', 9_900],
] as const

/** /pages/dialog-examples: the template's dialogs, each opened from its card. */
export function Component() {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const [open, setOpen] = useState<DialogFormName | 'pricing' | null>(null)
  const [done, setDone] = useState<string | null>(null)
  return (
    <ShowcasePage page="dialogs">
      {done && (
        <Alert severity="success" sx={{ mb: 3 }} onClose={() => setDone(null)} role="status">
          {t('ui.dialogs.done', { dialog: done })}
        </Alert>
      )}
      <Examples>
        {[...formNames, 'pricing' as const].map((name) => (
          <Example key={name} title={t(`ui.dialogs.${name}.title`)}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t(`ui.dialogs.${name}.text`)}
            </Typography>
            <Button variant="outlined" onClick={() => setOpen(name)}>
              {t('ui.dialogs.open')}
            </Button>
          </Example>
        ))}
      </Examples>
      {formNames.map((name) => (
        <ExampleFormDialog
          key={name}
          name={name}
          open={open === name}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            setDone(t(`ui.dialogs.${name}.title`))
          }}
        />
      ))}
      <Dialog open={open === 'pricing'} onClose={() => setOpen(null)} aria-labelledby="dialog-pricing">
        <DialogTitle id="dialog-pricing">{t('ui.dialogs.pricing.title')}</DialogTitle>
        <DialogContent>
          <List>
            {plans.map(([plan, cents]) => (
              <ListItem
                key={plan}
                disableGutters
                secondaryAction={`${format.money(cents)} / ${t('pricing.perMonth')}`}
              >
                <ListItemText primary={t(`pricing.plans.${plan}`)} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('ui.dialogs.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </ShowcasePage>
  )
}
