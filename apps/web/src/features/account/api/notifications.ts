import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notificationListResponseSchema, notificationPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** GET /api/v1/notifications: my newest notifications and how many are unread. */
export const getNotifications = async () =>
  notificationListResponseSchema.parse(await api.get(notificationPaths.list))

export const useNotifications = () =>
  useQuery({ queryKey: accountKeys.notifications, queryFn: getNotifications })

/** POST /api/v1/notifications/read: marks them all read. */
export const markNotificationsRead = () => api.post<void>(notificationPaths.markRead)

export function useMarkNotificationsRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.notifications }),
  })
}
