import { dirname, relative, resolve } from 'node:path'

/**
 * ESLint rule `layers/boundaries`: which folder of src/ may import which. Relative imports are
 * resolved against the importing file, so `../x`, `../../features/x` and `../../../src/features/x`
 * are the same import of the same folder: no depth or spelling of a path gets around a rule.
 *
 * Options: one object per layer, `{ from, disallow, message }`: `from` and each entry of `disallow`
 * are folders relative to the project root; a disallowed folder ending in `/*` means "any
 * sub-folder other than the importing file's own" (features never import each other).
 */

/** "src/features/kips/a.tsx" inside "src/features/*" → "src/features/kips"; else undefined. */
function zoneOf(file, folder) {
  if (folder.endsWith('/*')) {
    const base = folder.slice(0, -1)
    if (!file.startsWith(base)) return undefined
    const name = file.slice(base.length).split('/')[0]
    return name ? `${base}${name}` : undefined
  }
  return file === folder || file.startsWith(`${folder}/`) ? folder : undefined
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layers of src/ apart (see eslint.config.js).' },
    schema: { type: 'array' },
    messages: { forbidden: '{{message}} ({{target}})' },
  },
  create(context) {
    // Paths relative to the project root (where eslint.config.js is), with forward slashes.
    const cwdRelative = (path) => relative(context.cwd, path).split('\\').join('/')
    const file = cwdRelative(context.filename)
    const layers = context.options.filter((layer) => zoneOf(file, layer.from) !== undefined)
    if (layers.length === 0) return {}
    const check = (node) => {
      const spec = node?.type === 'Literal' ? node.value : undefined
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const target = cwdRelative(resolve(dirname(context.filename), spec))
      for (const layer of layers) {
        const own = zoneOf(file, layer.from)
        for (const folder of layer.disallow) {
          const zone = zoneOf(target, folder)
          if (zone !== undefined && zone !== own)
            context.report({
              node,
              messageId: 'forbidden',
              data: { message: layer.message, target },
            })
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { boundaries } }
