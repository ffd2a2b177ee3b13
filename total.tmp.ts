import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { clientManifest } from './scripts/lib/client-manifest'
const out = process.argv[2]!
const { manifest, afterPaint } = clientManifest(join(out, '.vite/manifest.json'))
const a = manifest.routes.__root__!
const files = [...(a.css ?? []).map(String), ...(a.scripts ?? []).map((s) => String(s.attrs?.src)), ...(a.preloads ?? []).map(String), ...afterPaint]
let t = 0
for (const f of files) { const k = gzipSync(readFileSync(join(out, f)), { level: 9 }).length / 1024; t += k; console.log(f, k.toFixed(2)) }
console.log('TOTAL', t.toFixed(2))
