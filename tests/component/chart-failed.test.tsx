import { configure, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { threeWeeksDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

configure({ asyncUtilTimeout: 5000 })

// The charts' code cannot be downloaded (offline): its import fails.
vi.mock('../../src/features/jira/jira-charts', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('charts whose code cannot be downloaded', () => {
  it('each says so, with a retry, and leaves its table: one that failed does not hold the next back', async () => {
    renderApp(threeWeeksDataset(), '/en/jira/')
    // The two charts of issues created and a release's: each in turn, each failed.
    await waitFor(() =>
      expect(
        screen
          .queryAllByRole('alert')
          .filter((alert) => alert.textContent?.includes('The chart could not be loaded')),
      ).toHaveLength(3),
    )
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThanOrEqual(3)
    expect(
      screen.getByRole('table', { name: /Issues created per week and cumulative/ }),
    ).toBeInTheDocument()
  })
})
