import Add from '@mui/icons-material/Add'
import Delete from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { applicationSectionSchemas } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useUpdateSection } from '../api/update-section'
import { payloadSchema, toPayload, toTexts } from './field-specs'
import { useContractForm } from '../../../components/form'
import { CoSignerForm } from './co-signer-form'
import { ProblemAlert } from './problem-alert'
import { readProblem, type Problem } from '../../../components/form/refusal'
import { referenceSpecs } from './section-specs'
import { SpecFields, SpecValues } from './spec-fields'
import type { ApplicationFile } from '../../../lib/application-file'

interface ReferenceTexts {
  references: Record<string, unknown>[]
}

const MAX_REFERENCES = 5
/** Wrapped so the schema's error paths (references.0.phone) match the form's. */
const referencesSchema = z.object({ references: applicationSectionSchemas.references })
const emptyReference = { fullName: '', relationship: '', phone: '', role: 'referencia' }

interface Props {
  application: ApplicationFile
  onReload: () => void
  onSaved: () => void
}

/**
 * Personal references: up to five; the workflow asks for at least two before análisis. One of them may be
 * the co-signer (obligado solidario, aval), whom the contract names on its signature block (issue 38).
 */
export function ReferencesPanel({ application, onReload, onSaved }: Props) {
  const { t } = useTranslation('applications')
  const editable = application.editableSections.includes('references')
  const save = useUpdateSection()
  const [problem, setProblem] = useState<Problem | null>(null)
  const initial = application.references.map((reference) => toTexts(referenceSpecs, reference))
  const form = useContractForm(
    payloadSchema(referencesSchema, (values: ReferenceTexts) => ({
      references: values.references.map((reference) => toPayload(referenceSpecs, reference)),
    })),
    {
      namespace: 'applications',
      defaultValues: { references: initial.length ? initial : [emptyReference, emptyReference] },
    },
  )
  // Rows by key, without useFieldArray: it would grow react-hook-form's chunk that the sign-in page shares.
  const [rows, setRows] = useState(() => form.getValues().references.map((_row, index) => index))
  const [nextKey, setNextKey] = useState(rows.length)
  const add = () => {
    form.setValue(`references.${rows.length}`, { ...emptyReference })
    setRows((current) => [...current, nextKey])
    setNextKey((key) => key + 1)
  }
  const remove = (index: number) => {
    const values = form.getValues().references.filter((_row, position) => position !== index)
    form.setValue('references', values)
    setRows((current) => current.filter((_key, position) => position !== index))
  }

  if (!editable) {
    return (
      <Stack spacing={2}>
        {application.coSignerOpen && (
          <CoSignerForm application={application} onReload={onReload} onSaved={onSaved} />
        )}
        {application.references.length === 0 ? (
          <Typography color="text.secondary">{t('detail.notCaptured')}</Typography>
        ) : (
          application.references.map((reference, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 2 }}>
              <SpecValues specs={referenceSpecs} group="references" data={reference} />
            </Paper>
          ))
        )}
      </Stack>
    )
  }

  const onSubmit = form.handleSubmit(async () => {
    setProblem(null)
    const data = form.getValues().references.map((reference) => toPayload(referenceSpecs, reference))
    try {
      await save.mutateAsync({
        origin: application.origin,
        id: application.id,
        section: 'references',
        data,
        version: application.version,
      })
      onSaved()
    } catch (error) {
      setProblem(
        readProblem(error, (field, message) => {
          // data.1.phone (or 1.phone) is the second reference's phone.
          const [, row, name] = /^(?:data\.)?(\d+)\.(.+)$/.exec(field) ?? []
          if (row === undefined || name === undefined) return false
          form.setError(`references.${Number(row)}.${name}`, { message })
          return true
        }),
      )
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('tabs.references')}>
      <Stack spacing={2}>
        <ProblemAlert problem={problem} onReload={onReload} />
        <Typography variant="body2" color="text.secondary">
          {t('detail.referencesHint')}
        </Typography>
        {rows.map((rowKey, index) => (
          <Paper key={rowKey} variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                {t('detail.reference', { number: index + 1 })}
              </Typography>
              <IconButton
                aria-label={t('detail.removeReference', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <Delete />
              </IconButton>
            </Box>
            <SpecFields
              control={form.control}
              specs={referenceSpecs}
              group="references"
              prefix={`references.${index}`}
            />
          </Paper>
        ))}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button startIcon={<Add />} onClick={add} disabled={rows.length >= MAX_REFERENCES}>
            {t('detail.addReference')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('actions.saveSection', { section: t('tabs.references') })}
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
