import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { applicationSectionSchemas, type ApplicationSection } from '@mesa/contracts'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { useUpdateSection } from '../api/update-section'
import { payloadSchema, toPayload, toTexts, type FieldSpec, type FormTexts } from './field-specs'
import { useContractForm } from '../../../components/form'
import { ProblemAlert } from './problem-alert'
import { readProblem, type Problem } from '../../../components/form/refusal'
import { sectionSpecs, termsSpecs, vehicleSpecs } from './section-specs'
import { SpecFields, SpecValues } from './spec-fields'
import type { ApplicationFile } from '../../../lib/application-file'

type FieldSection = Exclude<ApplicationSection, 'references'>

/** The groups a section shows: the product section is the vehicle and the terms. */
const groupsOf = (section: FieldSection): { group: string; prefix?: string; specs: FieldSpec[] }[] =>
  section === 'product'
    ? [
        { group: 'vehicle', prefix: 'vehicle', specs: vehicleSpecs },
        { group: 'terms', prefix: 'terms', specs: termsSpecs },
      ]
    : [{ group: section, specs: sectionSpecs[section] }]

export const sectionData = (application: ApplicationFile, section: ApplicationSection): unknown =>
  section === 'applicant' ? application.applicant : application[section]

interface Props {
  application: ApplicationFile
  section: FieldSection
  onReload: () => void
  onSaved: () => void
}

/** One info tab: a form when the caller may edit the section now, else its values. */
export function SectionPanel({ application, section, onReload, onSaved }: Props) {
  const { t } = useTranslation('applications')
  const editable = application.editableSections.includes(section)
  const data = sectionData(application, section)
  const groups = groupsOf(section)
  if (!editable) {
    return (
      <Stack spacing={3}>
        {data === null ? (
          <Typography color="text.secondary">{t('detail.notCaptured')}</Typography>
        ) : (
          groups.map((group) => (
            <Box key={group.group}>
              {groups.length > 1 && (
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                  {t(`sections.${group.group}`)}
                </Typography>
              )}
              <SpecValues
                specs={group.specs}
                group={group.group}
                data={group.prefix ? (data as Record<string, unknown>)[group.prefix] : data}
              />
            </Box>
          ))
        )}
      </Stack>
    )
  }
  return <SectionForm application={application} section={section} onReload={onReload} onSaved={onSaved} />
}

function SectionForm({ application, section, onReload, onSaved }: Props) {
  const { t } = useTranslation('applications')
  const save = useUpdateSection()
  const [problem, setProblem] = useState<Problem | null>(null)
  const specs = sectionSpecs[section]
  const groups = groupsOf(section)
  // Any section's schema: the form is the same for each, what it sends is the section's.
  const sectionSchema: z.ZodType<FieldValues> = applicationSectionSchemas[section]
  const form = useContractForm(
    payloadSchema(sectionSchema, (values: FormTexts) => toPayload(specs, values)),
    { namespace: 'applications', defaultValues: toTexts(specs, sectionData(application, section) ?? {}) },
  )
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null)
    try {
      await save.mutateAsync({
        origin: application.origin,
        id: application.id,
        section,
        data: values,
        version: application.version,
      })
      onSaved()
    } catch (error) {
      setProblem(
        readProblem(error, (field, message) => {
          const name = field.replace(/^data\./, '')
          if (!specs.some((spec) => spec.name === name)) return false
          form.setError(name, { message })
          return true
        }),
      )
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(`tabs.${section}`)}>
      <Stack spacing={3}>
        <ProblemAlert problem={problem} onReload={onReload} />
        {groups.map((group) => (
          <Box key={group.group}>
            {groups.length > 1 && (
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t(`sections.${group.group}`)}
              </Typography>
            )}
            <SpecFields
              control={form.control}
              specs={group.specs}
              group={group.group}
              prefix={group.prefix}
            />
          </Box>
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('actions.saveSection', { section: t(`tabs.${section}`) })}
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
