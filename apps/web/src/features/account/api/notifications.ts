import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export interface AppNotification {
  id: number
  title: string
  body: string
  link: string
  readAt: string | null
  createdAt: string
}

export const getNotifications = () =>
  api.get<{ notifications: AppNotification[]; unread: number }>('v1/notifications')

export const useNotifications = () =>
  useQuery({ queryKey: ['account', 'notifications'], queryFn: getNotifications })

export const markNotificationsRead = () => api.post<void>('v1/notifications/read')

export function useMarkNotificationsRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: ['account', 'notifications'] }),
  })
}
