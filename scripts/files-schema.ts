/**
 * `npm run files-schema`: writes docs/data-files.schema.json, the JSON Schema of the dashboard's
 * static data files, from their kinds' descriptors (scripts/lib/files-schema.ts). Run it after
 * changing a descriptor or a schema; tests/unit/files/files-schema.test.ts says when it is due.
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { FILES_SCHEMA_PATH, filesSchemaText } from './lib/files-schema'

const root = resolve(import.meta.dirname, '..')
writeFileSync(join(root, FILES_SCHEMA_PATH), await filesSchemaText(root))
console.log(`files-schema: wrote ${FILES_SCHEMA_PATH}`)
