import Chip from '@mui/material/Chip'
import type { Stage } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/** One colour per stage; each carries white text at WCAG AA contrast in light and dark themes. */
export const stageColors: Record<Stage, string> = {
  captura: '#455A64',
  analisis: '#1565C0',
  validacion: '#6A1B9A',
  visita: '#AD1457',
  deliberacion: '#4527A0',
  autorizacion: '#00695C',
  contrato: '#283593',
  fondeo: '#2E7D32',
  poliza: '#006064',
  activo: '#1B5E20',
  liquidada: '#5D4037',
  rechazada: '#C62828',
  cancelada: '#616161',
}

export function StageChip({ stage, size = 'small' }: { stage: Stage; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('applications')
  return (
    <Chip
      size={size}
      label={t(`stages.${stage}`)}
      sx={{ bgcolor: stageColors[stage], color: '#fff', fontWeight: 500 }}
    />
  )
}
