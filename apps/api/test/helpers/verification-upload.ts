import type { TestApp } from './test-app'

const BOUNDARY = '----mesa-verification-boundary'

/** Uploads one PNG as the document `kind` of a verification (multipart: `kind`, then `file`). */
export function uploadVerificationDocument(
  t: TestApp,
  token: string,
  verificationId: number,
  kind: string,
  png: Buffer,
) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  return t.as(token, {
    method: 'POST',
    url: `/api/v1/verifications/${verificationId}/documents`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  })
}
