// @vitest-environment node
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { toJsonSchema } from '@valibot/to-json-schema'
import { describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../../src/domain/dataset'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { FILES_VERSION } from '../../../src/domain/files/schemas'
import { BUNDLE_SIZES } from '../../../src/domain/files/view-descriptors'
import { ROOT } from '../../helpers/datasets'

/**
 * Each format has one version, from one constant: the dataset's (the public format, SCHEMA_VERSION
 * in src/domain/dataset.ts, its schema docs/dataset.schema.json) and the static files' (FILES_VERSION
 * in src/domain/files/schemas.ts, their kinds' schemas as JSON Schema). A schema changed without a new
 * version fails here: bump the constant, then record the new fingerprint under it in
 * format-versions.json (older versions stay recorded, so a version is never reused).
 */
const recorded = JSON.parse(
  readFileSync(join(import.meta.dirname, 'format-versions.json'), 'utf8'),
) as Record<'dataset' | 'files', Record<string, string>>

const hash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)

const formats = {
  dataset: {
    constant: 'SCHEMA_VERSION',
    version: SCHEMA_VERSION,
    fingerprint: () =>
      hash(JSON.parse(readFileSync(join(ROOT, 'docs/dataset.schema.json'), 'utf8'))),
  },
  files: {
    constant: 'FILES_VERSION',
    version: FILES_VERSION,
    fingerprint: () =>
      // By kind, so that only what a file holds counts, not the order the code lists them in.
      hash([
        ...Object.entries(DATA_FILES)
          .sort(([a], [b]) => a.localeCompare(b))
          // What the file holds: a schema's input, before decoding adds anything (the index's
          // weeks their dates).
          .map(([kind, { schema }]) => [kind, toJsonSchema(schema, { typeMode: 'input' })]),
        // Which files are written together (view-descriptors.ts): the app finds a file by these.
        ['bundles', BUNDLE_SIZES],
      ]),
  },
} as const

describe.each(Object.entries(formats))('the %s format version', (name, format) => {
  const versions = recorded[name as keyof typeof formats]

  it('is recorded for its schemas as they are', () => {
    const now = format.fingerprint()
    const versionOf = Object.entries(versions).find(([, print]) => print === now)?.[0]
    expect(
      versions[String(format.version)],
      versionOf && versionOf !== String(format.version)
        ? `these schemas were version ${versionOf}`
        : `the ${name} format changed (fingerprint ${now}): bump ${format.constant} and record ` +
            'it in tests/unit/files/format-versions.json',
    ).toBe(now)
  })

  it('is never reused: each recorded version has its own schemas', () => {
    const prints = Object.values(versions)
    expect(new Set(prints).size).toBe(prints.length)
    expect(Math.max(...Object.keys(versions).map(Number))).toBe(format.version)
  })
})
