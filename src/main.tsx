import './styles.css'
import { afterFirstPaint, startDeferredLoads } from './app/after-first-paint'

// The pre-rendered first screen paints from index.html alone; the app and its data load after
// that paint (src/app/after-first-paint.ts), then the app takes the page over in place.
await afterFirstPaint()
startDeferredLoads()
await import('./app/start')
