import { lazyView } from '../../shared/components/lazy-view'

/**
 * The export control of the timeline and a week's page, loaded after the page: it is not part of
 * the first screen (the budget). The pre-render waits for its code (render-page.tsx), so the
 * pre-rendered page has it, and the app takes it over once its code is there.
 */
export const ExportThreads = lazyView('ExportThreads', () =>
  import('./export-threads').then((m) => m.ExportThreads),
)
