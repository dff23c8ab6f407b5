import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AVATAR_URL_PREFIX, accountPaths } from '@mesa/contracts'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
import { emptyNotFound } from '../../lib/http-errors'
import { receiveUpload } from '../../lib/uploads'
import { principalOf } from '../auth'
import { avatarInUse, replaceAvatar } from './account.service'

const AVATAR_MAX_BYTES = 2 * 1024 * 1024
const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
const typeOfExtension = Object.fromEntries(Object.entries(extensions).map(([type, ext]) => [ext, type]))
/** A picture's URL is /api/v1/avatars/<shard>/<uuid>.<ext>; its storage key avatars/<shard>/<uuid>. */
const avatarParams = z.object({
  shard: z.string().regex(/^[0-9a-f]{2}$/, 'invalid_format'),
  file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/, 'invalid_format'),
})

const keyOf = (url: string | null) =>
  url?.startsWith(AVATAR_URL_PREFIX)
    ? `avatars/${url.slice(AVATAR_URL_PREFIX.length).replace(/\.\w+$/, '')}`
    : null

/**
 * The signed-in user's picture. Pictures are served without a token (an <img> sends none) under
 * unguessable random names, with the same strict headers as other downloads.
 */
export function registerAvatarRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()
    const tags = ['account']

    routes.post(accountPaths.avatar, {
      config: { access: 'signed-in', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Upload my picture (JPEG, PNG or WEBP up to 2 MB)',
        response: { 200: z.object({ avatar: z.string() }) },
      },
      handler: async (request) => {
        const { userId } = principalOf(request)
        const upload = await receiveUpload(request, storage, {
          prefix: 'avatars',
          allowedTypes: Object.keys(extensions),
          maxBytes: AVATAR_MAX_BYTES,
        })
        const extension = extensions[upload.contentType as keyof typeof extensions]
        const avatar = `${AVATAR_URL_PREFIX}${upload.storageKey.slice('avatars/'.length)}.${extension}`
        const oldKey = keyOf(await replaceAvatar(db, userId, avatar))
        if (oldKey) await storage.delete(oldKey)
        return { avatar }
      },
    })

    routes.delete(accountPaths.avatar, {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Remove my picture' },
      handler: async (request, reply) => {
        const { userId } = principalOf(request)
        const oldKey = keyOf(await replaceAvatar(db, userId, null))
        if (oldKey) await storage.delete(oldKey)
        return reply.code(204).send()
      },
    })

    routes.get(accountPaths.avatarFile, {
      config: { access: 'public' },
      schema: { tags, summary: 'A user picture', params: avatarParams },
      handler: async (request, reply) => {
        const { shard, file } = request.params
        const url = `${AVATAR_URL_PREFIX}${shard}/${file}`
        // Only a picture someone has now is served: a replaced one is gone.
        const object = (await avatarInUse(db, url)) ? await storage.get(keyOf(url)!) : null
        if (!object) throw emptyNotFound()
        return reply
          .header('content-type', typeOfExtension[file.split('.')[1]!]!)
          .header('content-length', String(object.size))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=86400, immutable')
          .send(object.stream)
      },
    })
  })
}
