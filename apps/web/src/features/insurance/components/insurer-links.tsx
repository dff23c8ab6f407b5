import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { insurerIds, insurerNames } from '@mesa/contracts'
import { Link as RouterLink } from 'react-router'

/** The four insurers' pages (/apps/fondeos/poliza/ana, general, gnp, qualitas). */
export function InsurerLinks() {
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {insurerIds.map((insurer) => (
        <Button
          key={insurer}
          size="small"
          variant="outlined"
          component={RouterLink}
          to={`/apps/fondeos/poliza/${insurer}`}
        >
          {insurerNames[insurer]}
        </Button>
      ))}
    </Stack>
  )
}
