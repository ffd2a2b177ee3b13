import { encodeExport, type ExportDocument } from './export-file'
import type { ExportFormat } from './export-name'

/**
 * Downloads a document as a file the browser saves: a Blob behind an object URL, followed by a
 * link with `download` (the page's Content-Security-Policy governs what a page loads, not what it
 * saves, so no directive is needed). Returns the file's name. Loaded with the first export.
 */
export function downloadExport(doc: ExportDocument, format: ExportFormat): string {
  const file = encodeExport(doc, format)
  downloadText(file.name, file.text, file.type)
  return file.name
}

/** Saves `text` as a file named `name` (the Following view's list, an export above). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The browser reads the Blob after the click returns: let it go a while later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
