import './styles.css'

/**
 * index.html holds the first screen, pre-rendered at build time (scripts/prerender.ts). Let the
 * browser paint it before the app's code (React, the router, the views) is evaluated, which
 * takes a while on a phone; index.html modulepreloads that code, so it downloads meanwhile.
 */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

await afterNextPaint()
await import('./app/start')
