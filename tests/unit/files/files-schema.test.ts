// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { DATA_FILES, kindOfPath } from '../../../src/domain/files/data-files'
import { splitDataset } from '../../../src/domain/files/split'
import { FILES_SCHEMA_PATH, filesSchema } from '../../../scripts/lib/files-schema'
import { ROOT, syntheticDataset, threeWeeksDataset } from '../../helpers/datasets'

/**
 * docs/data-files.schema.json is generated from the kinds' descriptors (`npm run files-schema`):
 * a descriptor or schema changed without it written anew fails here.
 */
const committed = join(ROOT, FILES_SCHEMA_PATH)

describe(FILES_SCHEMA_PATH, () => {
  it('is what the descriptors say (else run `npm run files-schema`)', () => {
    expect(existsSync(committed), `${FILES_SCHEMA_PATH} is missing`).toBe(true)
    expect(JSON.parse(readFileSync(committed, 'utf8'))).toEqual(filesSchema())
  })

  it('names every kind by its path pattern', () => {
    const { $defs } = filesSchema() as { $defs: Record<string, { title?: string }> }
    for (const [kind, file] of Object.entries(DATA_FILES))
      expect($defs[kind]?.title, kind).toBe(file.pattern)
  })

  it('accepts every file the build writes, under its kind, and rejects a field the schema lacks', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false })
    ajv.addSchema(filesSchema())
    const id = 'https://kafka-community-digest.example/data-files.schema.json'
    for (const dataset of [threeWeeksDataset(), syntheticDataset(8)])
      for (const [path, value] of splitDataset(dataset)) {
        const validate = ajv.getSchema(`${id}#/$defs/${kindOfPath(path)}`)!
        expect(validate(value), `${path}: ${ajv.errorsText(validate.errors)}`).toBe(true)
      }
    const index = { ...(splitDataset(threeWeeksDataset()).get('index.json') as object), extra: 1 }
    expect(ajv.getSchema(`${id}#/$defs/index`)!(index)).toBe(false)
  })
})
