import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { emailAccountSaveSchema, type EmailAccount, type EmailAccountTestResult } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { CheckboxField, FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import {
  useMailAccount,
  useRemoveMailAccount,
  useSaveMailAccount,
  useSyncMailAccount,
  useTestMailAccount,
} from '../api/mail-account'
import { MailAccountStatus } from './mail-account-status'

/** The dialog's fields: the port as typed, the password empty to keep the saved one; the version read. */
interface Fields {
  imapHost: string
  imapPort: string
  imapTls: boolean
  imapUser: string
  password: string
  folder: string
  version?: number
}

const blank: Fields = {
  imapHost: '',
  imapPort: '993',
  imapTls: true,
  imapUser: '',
  password: '',
  folder: 'INBOX',
}
const fieldsOf = (account: EmailAccount | null | undefined): Fields =>
  account
    ? {
        imapHost: account.imapHost,
        imapPort: String(account.imapPort),
        imapTls: account.imapTls,
        imapUser: account.imapUser,
        password: '',
        folder: account.folder,
        version: account.version,
      }
    : blank
const textFields: { name: Exclude<keyof Fields, 'imapTls' | 'version'>; type?: 'number' | 'password' }[] = [
  { name: 'imapHost' },
  { name: 'imapPort', type: 'number' },
  { name: 'imapUser' },
  { name: 'password', type: 'password' },
  { name: 'folder' },
]

/** The fields as the save contract reads them: the port a number, an empty password left out (kept). */
const accountFormSchema = z
  .custom<Fields>()
  .transform((fields): unknown => ({
    ...fields,
    imapPort: Number(fields.imapPort),
    password: fields.password || undefined,
  }))
  .pipe(emailAccountSaveSchema)

/**
 * The user's own mailbox account (issue 18): the IMAP server read into their mailbox every two minutes,
 * with the last run's status and error; test the connection, read now, remove. The saved password is
 * never shown: left empty, it is kept.
 */
export function MailAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('email')
  const account = useMailAccount(open)
  const save = useSaveMailAccount()
  const test = useTestMailAccount()
  const sync = useSyncMailAccount()
  const remove = useRemoveMailAccount()
  const form = useContractForm(accountFormSchema, { namespace: 'email', defaultValues: blank })
  const [tested, setTested] = useState<EmailAccountTestResult | null>(null)
  const saved = account.data
  // The form starts over when the dialog opens and when the saved account arrives or changes (the form
  // is shown only once it has arrived, so nothing typed is overwritten).
  const savedKey = saved === undefined ? 'loading' : (saved?.version ?? 'none')
  const { reset, clearServerError, watch, getValues, setValue } = form
  useEffect(() => {
    if (open) {
      reset(fieldsOf(saved))
      clearServerError()
      setTested(null)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `saved` is read through its key
  }, [open, savedKey])

  // Switching TLS moves a default port along (993 ⇄ 143).
  useEffect(() => {
    const watching = watch((values, { name }) => {
      if (name !== 'imapTls' || !['993', '143'].includes(getValues('imapPort'))) return
      setValue('imapPort', values.imapTls ? '993' : '143')
    })
    return () => watching.unsubscribe()
  }, [watch, getValues, setValue])

  const run = async (work: () => Promise<unknown>) => {
    clearServerError()
    try {
      await work()
    } catch (failure) {
      form.failWith(failure)
    }
  }

  const submit = form.handleSubmit((values) => run(async () => (await save.mutateAsync(values), onClose())))
  const check = () => {
    setTested(null)
    void form.handleSubmit((values) => run(async () => setTested(await test.mutateAsync(values))))()
  }
  const busy = save.isPending || test.isPending || sync.isPending || remove.isPending

  return (
    <FormDialog
      open={open}
      title={t('account.title')}
      submitLabel={t('account.save')}
      busy={busy}
      error={form.serverError}
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
          <FormField
            key={name}
            control={form.control}
            name={name}
            namespace="email"
            idPrefix="mail-account"
            label={t(`account.fields.${name}`)}
            type={type}
            helperText={name === 'password' && saved ? t('account.passwordKept') : undefined}
            required={name !== 'password' || !saved}
            autoComplete={name === 'password' ? 'new-password' : 'off'}
            ltr
          />
        ))}
        <CheckboxField
          control={form.control}
          name="imapTls"
          namespace="email"
          variant="switch"
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
