import { hash, verify, type Algorithm } from '@node-rs/argon2'

/** argon2id with OWASP's minimum: m=19 MiB, t=2, p=1. */
// Algorithm is a const enum, which isolated modules cannot read as a value: Argon2id is 2.
const ARGON2ID = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID)
}

// Verified against when the e-mail is unknown, so both answers take the same time.
const dummyHash = hashPassword('not-a-real-password-used-for-timing')

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await dummyHash), password)
  } catch {
    return false
  }
}
