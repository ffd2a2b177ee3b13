import { lazyView } from '../../shared/components/lazy-view'

/**
 * The export controls of the timeline and a week's page (its threads, their positions), loaded
 * after the page: they are not part of the first screen (the budget). The pre-render waits for
 * their code (render-page.tsx), so the pre-rendered page has them, and the app takes them over
 * once their code is there.
 */
export const TimelineExports = lazyView('TimelineExports', () =>
  import('./timeline-exports').then((m) => m.TimelineExports),
)
