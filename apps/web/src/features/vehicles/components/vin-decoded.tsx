import Alert from '@mui/material/Alert'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { analyseVin } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/** What a VIN tells as it is typed: manufacturer (WMI), region, model year, and the check digit's warning. */
export function VinDecoded({ vin }: { vin: string }) {
  const { t } = useTranslation('vehicles')
  const { decoded, warnings, errors } = analyseVin(vin ?? '')
  if (!decoded) return null
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('decoded.title')}
        </Typography>
        <Chip size="small" label={`${t('decoded.wmi')}: ${decoded.wmi}`} />
        <Chip size="small" label={decoded.manufacturer ?? t('decoded.unknownManufacturer')} />
        <Chip size="small" label={t(`regions.${decoded.region}`)} />
        {decoded.modelYear !== null && errors.length === 0 && (
          <Chip size="small" label={`${t('decoded.modelYear')}: ${decoded.modelYear}`} />
        )}
      </Stack>
      {warnings.includes('check_digit_not_mandatory') && (
        <Alert severity="warning">{t('decoded.checkDigitWarning')}</Alert>
      )}
    </Stack>
  )
}
