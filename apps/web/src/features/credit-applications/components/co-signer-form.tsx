import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { referencePersonSchema } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useContractForm } from '../../../components/form'
import { readProblem, type Problem } from '../../../components/form/refusal'
import type { ApplicationFile } from '../../../lib/application-file'
import { useAddCoSigner } from '../api/add-co-signer'
import { payloadSchema, toPayload } from './field-specs'
import { ProblemAlert } from './problem-alert'
import { referenceSpecs } from './section-specs'
import { SpecFields } from './spec-fields'

/** The co-signer is one person: the role is implied, so the form asks for name, relationship and phone. */
const personSpecs = referenceSpecs.filter((spec) => spec.name !== 'role')
const coSignerSchema = z.object({ coSigner: referencePersonSchema })

interface CoSignerTexts {
  coSigner: Record<string, unknown>
}

interface Props {
  application: ApplicationFile
  onReload: () => void
  onSaved: () => void
}

/**
 * Issue 38: the committee approved on condition of a co-signer after the references closed (validación). The
 * file keeps its place: the co-signer is added here, alone; the other references stay as they were.
 */
export function CoSignerForm({ application, onReload, onSaved }: Props) {
  const { t } = useTranslation('applications')
  const add = useAddCoSigner()
  const [problem, setProblem] = useState<Problem | null>(null)
  const form = useContractForm(
    payloadSchema(coSignerSchema, (values: CoSignerTexts) => ({
      coSigner: toPayload(personSpecs, values.coSigner),
    })),
    {
      namespace: 'applications',
      defaultValues: { coSigner: { fullName: '', relationship: '', phone: '' } },
    },
  )
  const onSubmit = form.handleSubmit(async () => {
    setProblem(null)
    try {
      await add.mutateAsync({
        origin: application.origin,
        id: application.id,
        coSigner: toPayload(personSpecs, form.getValues().coSigner) as z.infer<typeof referencePersonSchema>,
        version: application.version,
      })
      onSaved()
    } catch (error) {
      setProblem(
        readProblem(error, (field, message) => {
          // coSigner.phone is the co-signer's phone.
          const [, name] = /^coSigner\.(.+)$/.exec(field) ?? []
          if (name === undefined) return false
          form.setError(`coSigner.${name}`, { message })
          return true
        }),
      )
    }
  })

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-label={t('detail.coSigner.title')}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3">
            {t('detail.coSigner.title')}
          </Typography>
          <Alert severity="info">{t('detail.coSigner.hint')}</Alert>
          <ProblemAlert problem={problem} onReload={onReload} />
          <SpecFields control={form.control} specs={personSpecs} group="references" prefix="coSigner" />
          <Box>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('detail.coSigner.add')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Paper>
  )
}
