// pb_hooks/lib/settings-env.js's `fromEnv` (docs/adr/0042), run under Node the way PocketBase's JS
// engine loads it: which environment values become settings, which are refused and why.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

interface Wanted {
  meta: Record<string, string>
  smtp: Record<string, string | number | boolean>
  backups: { cron?: string; cronMaxKeep?: number; s3?: Record<string, string | boolean> }
  refused: string[]
}

function load(): { fromEnv: (getenv: (name: string) => string) => Wanted; warnings: (meta: Record<string, string>) => string[] } {
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../pocketbase/pb_hooks/lib/settings-env.js')
  const module = { exports: {} as never }
  new Function('module', 'exports', readFileSync(path, 'utf8'))(module, module.exports)
  return module.exports
}

const { fromEnv, warnings } = load()
const from = (env: Record<string, string>) => fromEnv((name) => env[name] ?? '')

describe('the settings taken from the environment', () => {
  it('takes nothing from an empty environment', () => {
    expect(from({})).toEqual({ meta: {}, smtp: {}, backups: {}, refused: [] })
  })

  it('takes the shop’s URL without its trailing slash, the sender and the mail server', () => {
    expect(
      from({
        SHOP_URL: 'https://www.eclat-de-pierre.fr/',
        SHOP_SENDER_ADDRESS: 'bonjour@eclat-de-pierre.fr',
        SHOP_SENDER_NAME: 'Éclat de Pierre',
        SMTP_HOST: 'smtp.example.fr',
        SMTP_USERNAME: 'bonjour',
        SMTP_PASSWORD: 'secret',
      }),
    ).toEqual({
      meta: { appURL: 'https://www.eclat-de-pierre.fr', senderAddress: 'bonjour@eclat-de-pierre.fr', senderName: 'Éclat de Pierre' },
      smtp: { enabled: true, host: 'smtp.example.fr', port: 587, tls: false, username: 'bonjour', password: 'secret' },
      backups: {},
      refused: [],
    })
    expect(from({ SMTP_HOST: 'smtp.example.fr', SMTP_PORT: '465' }).smtp).toMatchObject({ port: 465, tls: true })
    expect(from({ SHOP_URL: 'http://127.0.0.1:5173' }).meta).toEqual({ appURL: 'http://127.0.0.1:5173' })
  })

  it.each([
    ['SHOP_URL', 'javascript:alert(1)'],
    ['SHOP_URL', 'https://evil.example@shop.fr'],
    ['SHOP_URL', 'https://shop.fr/?next=https://evil.example'],
    ['SHOP_URL', 'shop.fr'],
    ['SHOP_SENDER_ADDRESS', 'bonjour'],
    ['SHOP_SENDER_ADDRESS', 'a@b.fr\r\nBcc: x@y.fr'],
    ['SHOP_SENDER_NAME', 'Éclat\nBcc: x@y.fr'],
  ])('refuses %s=%j and says so', (name, value) => {
    const wanted = from({ [name]: value })
    expect(wanted.meta).toEqual({})
    expect(wanted.refused).toEqual([expect.stringMatching(new RegExp(`^${name} refused`))])
  })

  it('keeps the saved mail server when one SMTP value is refused, or when SMTP_HOST is missing', () => {
    const badPort = from({ SMTP_HOST: 'smtp.example.fr', SMTP_PORT: '99999' })
    expect(badPort.smtp).toEqual({})
    expect(badPort.refused).toHaveLength(2)
    const noHost = from({ SMTP_PASSWORD: 'secret' })
    expect(noHost.smtp).toEqual({})
    expect(noHost.refused).toEqual([expect.stringContaining('without SMTP_HOST')])
  })

  it('warns while the application URL or the sender is still PocketBase’s default', () => {
    expect(warnings({ appURL: 'http://localhost:8090', senderAddress: 'support@example.com' })).toHaveLength(2)
    expect(warnings({ appURL: 'https://www.eclat-de-pierre.fr', senderAddress: 'bonjour@eclat-de-pierre.fr' })).toEqual([])
  })

  describe('backups off the machine (docs/adr/0138)', () => {
    const BUCKET = {
      BACKUP_S3_ENDPOINT: 'https://s3.fr-par.scw.cloud/',
      BACKUP_S3_BUCKET: 'eclat-sauvegardes',
      BACKUP_S3_REGION: 'fr-par',
      BACKUP_S3_ACCESS_KEY: 'SCWABCDEF',
      BACKUP_S3_SECRET: 's3cr3t/with+signs',
    }

    it('takes the whole bucket, the schedule and how many to keep', () => {
      expect(from({ ...BUCKET, BACKUP_CRON: '30 */4 * * *', BACKUP_KEEP: '42' })).toEqual({
        meta: {},
        smtp: {},
        backups: {
          cron: '30 */4 * * *',
          cronMaxKeep: 42,
          s3: {
            enabled: true,
            endpoint: 'https://s3.fr-par.scw.cloud',
            bucket: 'eclat-sauvegardes',
            region: 'fr-par',
            accessKey: 'SCWABCDEF',
            secret: 's3cr3t/with+signs',
            forcePathStyle: false,
          },
        },
        refused: [],
      })
      const minimal = from({ ...BUCKET, BACKUP_S3_REGION: '', BACKUP_S3_FORCE_PATH_STYLE: 'true' }).backups.s3
      expect(minimal).toMatchObject({ region: 'us-east-1', forcePathStyle: true })
      expect(from({ BACKUP_CRON: 'off' }).backups).toEqual({ cron: '' })
    })

    it.each([
      ['BACKUP_S3_ENDPOINT', 'ftp://backups.example'],
      ['BACKUP_S3_ENDPOINT', 'https://key:secret@s3.example'],
      ['BACKUP_S3_BUCKET', 'Eclat_Sauvegardes'],
      ['BACKUP_S3_FORCE_PATH_STYLE', 'peut-être'],
    ])('keeps the saved storage when %s=%j is refused, and says so', (name, value) => {
      const wanted = from({ ...BUCKET, [name]: value })
      expect(wanted.backups).toEqual({})
      expect(wanted.refused[0]).toMatch(new RegExp(`^${name} refused`))
    })

    it('never takes half a bucket, and never prints the secret', () => {
      const noSecret = from({ ...BUCKET, BACKUP_S3_SECRET: '' })
      expect(noSecret.backups).toEqual({})
      expect(noSecret.refused).toEqual([
        'BACKUP_S3_SECRET is missing: BACKUP_S3_ENDPOINT needs it.',
        'BACKUP_S3_ENDPOINT is set but another BACKUP_S3_* value is missing or refused: the saved backup storage is kept.',
      ])
      const badBucket = from({ ...BUCKET, BACKUP_S3_BUCKET: 'x' })
      expect(badBucket.refused.join('\n')).not.toContain('s3cr3t')
      expect(from({ BACKUP_S3_BUCKET: 'eclat-sauvegardes' }).refused).toEqual([expect.stringContaining('without BACKUP_S3_ENDPOINT')])
    })

    it.each(['0 3 * *', '0 3 * * * *', '@hourly', '0 3 * * mon; rm'])('refuses the schedule %j', (cron) => {
      const wanted = from({ BACKUP_CRON: cron })
      expect(wanted.backups).toEqual({})
      expect(wanted.refused).toEqual([expect.stringMatching(/^BACKUP_CRON refused/)])
    })

    it.each(['0', '-1', '1001', 'sept'])('refuses BACKUP_KEEP=%j', (keep) => {
      expect(from({ BACKUP_KEEP: keep }).refused).toEqual([expect.stringMatching(/^BACKUP_KEEP refused/)])
    })
  })
})
