import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { parseGeoPoint, type ApplicationVisit } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
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
  const { callText } = useErrorText('fieldVisits')
  const { position: save } = useApplicationVisitWrites(props.application)
  const position = props.visit.addressPosition
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const point = parseGeoPoint(text)
    if (!point) return setError(t('fieldVisit.position.invalid'))
    setError(null)
    save.mutate(
      { ...point, version: position?.version ?? null },
      { onSuccess: () => setText(''), onError: (failure) => setError(callText(failure)) },
    )
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="address-position-title">
      <Typography variant="subtitle1" component="h2" id="address-position-title">
        {t('fieldVisit.position.title')}
      </Typography>
      {position ? (
        <Typography variant="body2" data-testid="address-position">
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
        <Box
          component="form"
          noValidate
          onSubmit={(event) => (event.preventDefault(), submit())}
          sx={{ mt: 1.5 }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              label={t('fieldVisit.position.coordinates')}
              placeholder="19.4326, -99.1332"
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={error !== null}
              helperText={error ?? t('fieldVisit.position.help')}
              sx={{ minWidth: 260 }}
            />
            <Button type="submit" variant="outlined" disabled={save.isPending}>
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
