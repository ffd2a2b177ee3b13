import { configure, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { threeWeeksDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

configure({ asyncUtilTimeout: 5000 })

// The charts' code arrives when the test lets it (a slow connection).
let arrive: () => void = () => {}
const arrived = new Promise<void>((resolve) => (arrive = resolve))
vi.mock('../../src/features/jira/jira-charts', async (importActual) => {
  await arrived
  return importActual()
})

describe('charts whose code is on its way', () => {
  it('each says it is loading until the code is here, then all are drawn', async () => {
    renderApp(threeWeeksDataset(), '/en/jira/')
    // The two charts of issues created and a release's: every one near the screen says so.
    await waitFor(() => expect(screen.getAllByText('Loading chart…')).toHaveLength(3))
    expect(document.querySelector('figure.chart .recharts-wrapper')).toBeNull()
    arrive()
    await waitFor(() =>
      expect(document.querySelectorAll('figure.chart .recharts-wrapper > svg')).toHaveLength(3),
    )
    expect(screen.queryByText('Loading chart…')).toBeNull()
  })
})
