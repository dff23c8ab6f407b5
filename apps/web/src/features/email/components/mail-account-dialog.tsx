import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { emailAccountSaveSchema, type EmailAccount, type EmailAccountTestResult } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form-dialog'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import {
  useMailAccount,
  useRemoveMailAccount,
  useSaveMailAccount,
  useSyncMailAccount,
  useTestMailAccount,
} from '../api/mail-account'
import { MailAccountStatus } from './mail-account-status'

interface Fields {
  imapHost: string
  imapPort: string
  imapTls: boolean
  imapUser: string
  password: string
  folder: string
}
type FieldName = keyof Fields

const blank: Fields = {
  imapHost: '',
  imapPort: '993',
  imapTls: true,
  imapUser: '',
  password: '',
  folder: 'INBOX',
}
const fieldsOf = (account: EmailAccount | null | undefined): Fields =>
  account ? { ...account, imapPort: String(account.imapPort), password: '' } : blank
const textFields: { name: Exclude<FieldName, 'imapTls'>; type?: string }[] = [
  { name: 'imapHost' },
  { name: 'imapPort', type: 'number' },
  { name: 'imapUser' },
  { name: 'password', type: 'password' },
  { name: 'folder' },
]

/**
 * The user's own mailbox account (issue 18): the IMAP server read into their mailbox every two minutes,
 * with the last run's status and error; test the connection, read now, remove. The saved password is
 * never shown: left empty, it is kept.
 */
export function MailAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('email')
  const { fieldText, issueTexts, callText } = useErrorText('email')
  const account = useMailAccount(open)
  const save = useSaveMailAccount()
  const test = useTestMailAccount()
  const sync = useSyncMailAccount()
  const remove = useRemoveMailAccount()
  const [fields, setFields] = useState<Fields>(blank)
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const [tested, setTested] = useState<EmailAccountTestResult | null>(null)
  const saved = account.data
  // The form starts over when the dialog opens and when the saved account arrives or changes (the form
  // is shown only once it has arrived, so nothing typed is overwritten).
  const savedKey = saved === undefined ? 'loading' : (saved?.version ?? 'none')
  useEffect(() => {
    if (open) {
      setFields(fieldsOf(saved))
      setErrors({})
      setError(null)
      setTested(null)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `saved` is read through its key
  }, [open, savedKey])

  const set = <Name extends FieldName>(name: Name, value: Fields[Name]) =>
    setFields((current) => ({
      ...current,
      [name]: value,
      // Switching TLS moves a default port along (993 ⇄ 143).
      ...(name === 'imapTls' &&
        ['993', '143'].includes(current.imapPort) && { imapPort: value ? '993' : '143' }),
    }))

  /** The form as the contract reads it, or null after showing what is wrong. */
  function input() {
    const parsed = emailAccountSaveSchema.safeParse({
      ...fields,
      imapPort: Number(fields.imapPort),
      password: fields.password || undefined,
      version: saved?.version,
    })
    setErrors(parsed.success ? {} : issueTexts(parsed.error.issues))
    return parsed.success ? parsed.data : null
  }

  function fail(failure: unknown) {
    const placed: Partial<Record<FieldName, string>> = {}
    const onForm = placeFieldErrors(failure, (field, entry) => {
      if (!(field in blank)) return false
      placed[field as FieldName] = fieldText(entry, field)
      return true
    })
    setErrors(placed)
    setError(onForm ? null : callText(failure))
  }

  const run = async (work: () => Promise<unknown>) => {
    setError(null)
    try {
      await work()
    } catch (failure) {
      fail(failure)
    }
  }

  const submit = () => {
    const values = input()
    if (values) void run(async () => (await save.mutateAsync(values), onClose()))
  }
  const check = () => {
    const values = input()
    setTested(null)
    if (values) void run(async () => setTested(await test.mutateAsync(values)))
  }
  const busy = save.isPending || test.isPending || sync.isPending || remove.isPending

  return (
    <FormDialog
      open={open}
      title={t('account.title')}
      submitLabel={t('account.save')}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('account.intro')}
      </Typography>
      {saved && <MailAccountStatus account={saved} />}
      {account.isPending && <LinearProgress aria-label={t('account.loading')} />}
      <Box
        sx={{
          display: account.isPending ? 'none' : 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
          pt: 1,
        }}
      >
        {textFields.map(({ name, type }) => (
          <TextField
            key={name}
            id={`mail-account-${name}`}
            label={t(`account.fields.${name}`)}
            type={type}
            value={fields[name]}
            onChange={(event) => set(name, event.target.value)}
            error={Boolean(errors[name])}
            helperText={
              errors[name] || (name === 'password' && saved ? t('account.passwordKept') : undefined)
            }
            required={name !== 'password' || !saved}
            autoComplete={name === 'password' ? 'new-password' : 'off'}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        ))}
        <FormControlLabel
          control={
            <Switch checked={fields.imapTls} onChange={(event) => set('imapTls', event.target.checked)} />
          }
          label={t('account.fields.imapTls')}
        />
      </Box>
      {tested && (
        <Alert severity={tested.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          {tested.ok ? t('account.testOk', { count: tested.messages ?? 0 }) : t('account.testFailed')}
          {tested.error && (
            <Box component="span" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace' }}>
              {tested.error}
            </Box>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button variant="outlined" onClick={check} disabled={busy}>
          {t('account.test')}
        </Button>
        {saved && (
          <Button variant="outlined" onClick={() => void run(() => sync.mutateAsync())} disabled={busy}>
            {t('account.syncNow')}
          </Button>
        )}
        {saved && (
          <Button
            color="error"
            onClick={() => void run(async () => (await remove.mutateAsync(), onClose()))}
            disabled={busy}
          >
            {t('account.remove')}
          </Button>
        )}
      </Stack>
    </FormDialog>
  )
}
