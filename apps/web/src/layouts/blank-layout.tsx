import Box from '@mui/material/Box'
import { Outlet } from 'react-router'

/** Full-page screens without navigation: sign-in pages, misc pages, not-found. */
export function BlankLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  )
}
