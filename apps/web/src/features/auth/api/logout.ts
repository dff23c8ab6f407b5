import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '../../../lib/api-client'
import { shellPaths } from '../../../lib/guards'
import { forgetKeptReads } from '../../../lib/offline/kept-reads'
import { session } from '../../../lib/session'

/**
 * Logout: tell the API (revokes the refresh token family), then clear everything (the copies kept on the phone
 * for reading offline too, not the captures still to send) and go to /login.
 */
export function useLogout() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async () => {
    try {
      await api.post(shellPaths.logout)
    } catch {
      // Already signed out on the server, or offline: the local session goes anyway.
    }
    session.clear()
    queryClient.clear()
    await forgetKeptReads()
    await navigate('/login', { replace: true })
  }
}
