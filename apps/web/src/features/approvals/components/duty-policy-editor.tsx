import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import { dutyActNames } from '@mesa/contracts'
import { useEffect } from 'react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField, useContractForm } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { useDutyPolicy, useSaveDutyPolicy } from '../api/duty-policy'
import { dutyPolicyFormSchema, firstAdding } from './duty-policy-values'
import { actKey } from './text-keys'

/**
 * Administrators' separation-of-duties pairs: each names two acts one person may not both do on the same
 * application, document or loan. Switch one off, remove it, or add one; saved as a whole (audited).
 */
export function DutyPolicyEditor() {
  const { t } = useTranslation('approvals')
  const { fieldText } = useErrorText('approvals')
  const policy = useDutyPolicy(true)
  const save = useSaveDutyPolicy()
  const form = useContractForm(dutyPolicyFormSchema, {
    namespace: 'approvals',
    defaultValues: { pairs: [], adding: firstAdding() },
  })
  const pairs = useFieldArray({ control: form.control, name: 'pairs' })
  const { reset, getValues } = form
  useEffect(() => {
    if (policy.data)
      reset({
        pairs: policy.data.pairs.map(({ actA, actB, enabled }) => ({ actA, actB, enabled })),
        adding: getValues('adding'),
      })
  }, [policy.data, reset, getValues])
  const act = (name: string) => t(actKey(name), { defaultValue: name })
  const actOptions = dutyActNames.map((name) => ({ value: name, label: act(name) }))
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await save.mutateAsync(body)
    } catch (error) {
      form.failWith(error)
    }
  })
  const errors = form.formState.errors.pairs
  // The list's own refusal (too many pairs): on the list from the check, or as the server named it.
  const listError = errors?.root?.message ?? errors?.message
  return (
    <Card component="section" aria-labelledby="duty-policy-title">
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Box>
          <Typography id="duty-policy-title" variant="h6" component="h2">
            {t('duty.title')}
          </Typography>
          <Typography color="text.secondary">{t('duty.subtitle')}</Typography>
        </Box>
        <Box component="ul" aria-label={t('duty.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {pairs.fields.map((pair, index) => (
            <Box component="li" key={pair.id} sx={{ py: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Controller
                  control={form.control}
                  name={`pairs.${index}.enabled`}
                  render={({ field }) => (
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      inputRef={field.ref}
                      slotProps={{
                        input: { 'aria-label': t('duty.enabled', { a: act(pair.actA), b: act(pair.actB) }) },
                      }}
                    />
                  )}
                />
                <Typography sx={{ flex: 1 }}>
                  {act(pair.actA)} ↔ {act(pair.actB)}
                </Typography>
                <IconButton
                  aria-label={t('duty.remove', { a: act(pair.actA), b: act(pair.actB) })}
                  onClick={() => pairs.remove(index)}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
              {errors?.[index]?.actB && (
                <FormHelperText error>{fieldText(errors[index].actB.message, 'actB')}</FormHelperText>
              )}
            </Box>
          ))}
        </Box>
        {listError && <FormHelperText error>{fieldText(listError, 'pairs')}</FormHelperText>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {(['actA', 'actB'] as const).map((side) => (
            <Box key={side} sx={{ minWidth: 200 }}>
              <FormField
                control={form.control}
                name={`adding.${side}`}
                namespace="approvals"
                idPrefix="duty-add"
                label={t(`duty.${side}`)}
                options={actOptions}
              />
            </Box>
          ))}
          <Button onClick={() => pairs.append({ ...getValues('adding'), enabled: true })}>
            {t('duty.add')}
          </Button>
        </Box>
        {form.serverError && (
          <Alert severity="error" role="alert">
            {form.serverError}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {t('duty.saved')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending || policy.isPending}>
            {t('duty.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
