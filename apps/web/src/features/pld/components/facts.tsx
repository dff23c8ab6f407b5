import Box from '@mui/material/Box'

/** Label and value pairs in two columns (a description list, read as such aloud). */
export function Facts({ items }: { items: Array<[string, string]> }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', gap: 1, m: 0 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <bdi>{value}</bdi>
          </Box>
        </Box>
      ))}
    </Box>
  )
}
