import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  addressPositionRequestSchema,
  fieldError,
  parseGeoPoint,
  type ApplicationVisit,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormField, useContractForm } from '../../../components/form'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime } from '../../../lib/format'
import { useApplicationVisitWrites } from '../api/change-application-visit'

/** The map search of the applicant's address, where the analyst reads the pin's coordinates. */
function mapSearch(address: ApplicationFile['address']) {
  const line = address
    ? [
        `${address.street} ${address.exteriorNumber}`,
        address.neighborhood,
        address.municipality,
        address.state,
        address.postalCode,
      ].join(', ')
    : ''
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}`
}

/** The pin as the analyst pastes it ("19.4326, -99.1332"), read into the contract's latitude and longitude. */
const positionSchema = (version: number | null) =>
  z
    .custom<{ coordinates: string }>()
    .transform((values, context): unknown => {
      const point = parseGeoPoint(values.coordinates)
      if (point) return { ...point, version }
      context.addIssue({ code: 'custom', path: ['coordinates'], message: fieldError('invalid_format') })
      return z.NEVER
    })
    .pipe(addressPositionRequestSchema)

/**
 * Where the applicant's address is on the map: the analyst pastes the pin's coordinates from the map
 * ("19.4326, -99.1332"); the photos' positions are measured from it. Only coordinators confirm it.
 */
export function AddressPositionCard(props: {
  application: ApplicationFile
  visit: ApplicationVisit
  mayConfirm: boolean
}) {
  const { t, i18n } = useTranslation('fieldVisits')
  const { position: save } = useApplicationVisitWrites(props.application)
  const position = props.visit.addressPosition
  const form = useContractForm(positionSchema(position?.version ?? null), {
    namespace: 'fieldVisits',
    defaultValues: { coordinates: '' },
    // The latitude and longitude the API refuses are the one field the analyst typed.
    checkFieldOf: () => 'coordinates',
    serverFieldOf: (path) => (path === 'latitude' || path === 'longitude' ? 'coordinates' : null),
  })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await save.mutateAsync(body)
      form.reset({ coordinates: '' })
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="address-position-title">
      <Typography variant="subtitle1" component="h2" id="address-position-title">
        {t('fieldVisit.position.title')}
      </Typography>
      {position ? (
        <Typography variant="body2" data-testid="address-position">
          {/* Coordinates keep five decimals (about a meter), not a figure's format. */}
          {t('fieldVisit.position.confirmed', {
            latitude: position.latitude.toFixed(5),
            longitude: position.longitude.toFixed(5),
            name: position.confirmedBy?.fullName ?? '—',
            date: formatDateTime(position.confirmedAt, i18n.language),
          })}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('fieldVisit.position.none', { meters: props.visit.distanceThresholdMeters })}
        </Typography>
      )}
      {position && !position.current && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('fieldVisit.position.stale')}
        </Alert>
      )}
      {props.mayConfirm && (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1.5 }}>
          {form.serverError && (
            <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
              {form.serverError}
            </Alert>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <Box sx={{ minWidth: 260 }}>
              <FormField
                control={form.control}
                name="coordinates"
                namespace="fieldVisits"
                idPrefix="address-position"
                label={t('fieldVisit.position.coordinates')}
                helperText={t('fieldVisit.position.help')}
              />
            </Box>
            <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
              {t('fieldVisit.position.save')}
            </Button>
            <Button href={mapSearch(props.application.address)} target="_blank" rel="noopener noreferrer">
              {t('fieldVisit.position.openMap')}
            </Button>
          </Stack>
        </Box>
      )}
    </Paper>
  )
}

/** How many photos lie beyond the threshold, above the validation: the analyst sees it before accepting. */
export function FarPhotosAlert({
  visit,
  photos,
}: {
  visit: ApplicationVisit
  photos: Array<{ farFromAddress: boolean }>
}) {
  const { t } = useTranslation('fieldVisits')
  const far = photos.filter((photo) => photo.farFromAddress).length
  if (far === 0) return null
  return (
    <Alert severity="warning" data-testid="far-photos">
      {t('fieldVisit.position.farPhotos', { count: far, meters: visit.distanceThresholdMeters })}
    </Alert>
  )
}
