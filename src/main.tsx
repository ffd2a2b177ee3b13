import './styles.css'
import { afterFirstPaint, startDeferredLoads } from './app/after-first-paint'
import { showAppFailed } from './app/app-failed'

// The pre-rendered first screen paints from index.html alone; the app and its data load after
// that paint (src/app/after-first-paint.ts), then the app takes the page over in place.
await afterFirstPaint()
startDeferredLoads()
try {
  await import('./app/start')
} catch (error) {
  showAppFailed(error)
}
