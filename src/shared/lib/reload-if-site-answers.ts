/**
 * After a module could not be downloaded (offline), Chromium (150) keeps the failure for the
 * page's life: importing it again fails at once, without asking the network, so a "try again"
 * that imports anew can never succeed. Once the site answers again, a new page is the only way to
 * fetch the module anew: this reloads it (the address holds the whole state of the view). While
 * the site does not answer it does nothing, and the error stays on screen with its retry.
 */
export async function reloadIfSiteAnswers(): Promise<void> {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    if (response.ok) window.location.reload()
  } catch {
    // Still unreachable.
  }
}
