import { webcrypto } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors, type JWTHeaderParameters } from 'jose'
import { keyRing } from '../../lib/key-ring'

const ISSUER = 'mesa-api'
const AUDIENCE = 'mesa-web'
const ALGORITHM = 'HS256'
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

export interface AccessTokenClaims {
  userId: number
  sessionId: string
}

const importKey = (secret: string) =>
  webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )

/**
 * Short-lived JWTs signed with one allowed algorithm; `exp`, `nbf`, `iss` and `aud` are always checked.
 * Each token names its key (`kid`): during a rotation (JWT_PREVIOUS_SECRET) tokens of both keys verify and
 * new ones are signed with the current key only.
 */
export class AccessTokens {
  /**
   * The HMAC keys imported once: given raw bytes, jose imports a Web Crypto key on every call, which was the
   * largest cost of authenticating a request (issue 12's search bench).
   */
  private readonly keys: Map<string, Promise<webcrypto.CryptoKey>>
  private readonly currentId: string

  constructor(secret: string, previousSecret?: string) {
    const ring = keyRing(secret, previousSecret)
    this.currentId = ring[0]!.id
    this.keys = new Map(ring.map((key) => [key.id, importKey(key.secret)]))
  }

  /** The key a token names; a token from before key ids was signed with the current key. */
  private keyFor = async (header: JWTHeaderParameters) => {
    const key = this.keys.get(header.kid ?? this.currentId)
    if (!key) throw new joseErrors.JWKSNoMatchingKey()
    return key
  }

  async sign(claims: AccessTokenClaims, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: this.currentId })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await this.keys.get(this.currentId)!)
  }

  /** The claims of a valid token, or null for a missing, expired, tampered or foreign one. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.keyFor, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'nbf', 'sub', 'sid'],
      })
      const userId = Number(payload.sub)
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null
      return { userId, sessionId: payload.sid }
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null
      throw error
    }
  }
}
