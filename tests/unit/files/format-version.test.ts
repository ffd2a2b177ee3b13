// @vitest-environment node
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { toJsonSchema } from '@valibot/to-json-schema'
import { describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../../src/domain/dataset'
import { FILE_SCHEMAS } from '../../../src/domain/files/schemas'
import { ROOT } from '../../helpers/datasets'

/**
 * The format has one version, SCHEMA_VERSION (src/domain/dataset.ts): the dataset's and the
 * static files'. Its fingerprint is that of every schema: the dataset's (docs/dataset.schema.json)
 * and each file's (src/domain/files/schemas.ts, as JSON Schema). A change of the format without
 * a new version fails here: bump SCHEMA_VERSION, then record the new fingerprint under it in
 * format-versions.json (older versions stay recorded, so a version is never reused).
 */
const recorded = JSON.parse(
  readFileSync(join(import.meta.dirname, 'format-versions.json'), 'utf8'),
) as Record<string, string>

function fingerprint(): string {
  const dataset = JSON.parse(
    readFileSync(join(ROOT, 'docs/dataset.schema.json'), 'utf8'),
  ) as unknown
  const files = Object.fromEntries(
    Object.entries(FILE_SCHEMAS).map(([kind, schema]) => [kind, toJsonSchema(schema)]),
  )
  return createHash('sha256').update(JSON.stringify({ dataset, files })).digest('hex').slice(0, 16)
}

describe('the format version', () => {
  it(`is recorded for the schemas of version ${SCHEMA_VERSION} as they are`, () => {
    const now = fingerprint()
    const versionOf = Object.entries(recorded).find(([, print]) => print === now)?.[0]
    expect(
      recorded[String(SCHEMA_VERSION)],
      versionOf && versionOf !== String(SCHEMA_VERSION)
        ? `these schemas were version ${versionOf}`
        : `the data format changed (fingerprint ${now}): bump SCHEMA_VERSION and record it in ` +
            'tests/unit/files/format-versions.json',
    ).toBe(now)
  })

  it('is never reused: each recorded version has its own schemas', () => {
    const prints = Object.values(recorded)
    expect(new Set(prints).size).toBe(prints.length)
    expect(Math.max(...Object.keys(recorded).map(Number))).toBe(SCHEMA_VERSION)
  })
})
