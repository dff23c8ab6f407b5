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
  private readonly key: Uint8Array

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret)
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
      .sign(this.key)
  }

  /** The claims of a valid token, or null for a missing, expired, tampered or foreign one. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
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
