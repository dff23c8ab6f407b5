import { webcrypto } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'

const ISSUER = 'mesa-api'
const AUDIENCE = 'mesa-web'
const ALGORITHM = 'HS256'
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

export interface AccessTokenClaims {
  userId: number
  sessionId: string
}

/** Short-lived JWTs signed with one allowed algorithm; `exp`, `nbf`, `iss` and `aud` are always checked. */
export class AccessTokens {
  /**
   * The HMAC key imported once: given raw bytes, jose imports a Web Crypto key on every call, which was the
   * largest cost of authenticating a request (issue 12's search bench).
   */
  private readonly key: Promise<webcrypto.CryptoKey>

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
  }

  async sign(claims: AccessTokenClaims, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await this.key)
  }

  /** The claims of a valid token, or null for a missing, expired, tampered or foreign one. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
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
