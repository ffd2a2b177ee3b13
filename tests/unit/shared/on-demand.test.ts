import { describe, expect, it } from 'vitest'
import { onDemand } from '../../../src/shared/components/chart-slot'

describe('onDemand: a module fetched once when first asked for', () => {
  it('is fetched once, and is at hand once it has arrived', async () => {
    let fetched = 0
    const module = onDemand(() => Promise.resolve({ fetched: ++fetched }))
    expect(module.loaded()).toBeUndefined()
    const first = module()
    expect(module()).toBe(first)
    expect(module.loaded()).toBeUndefined()
    await first
    expect(module.loaded()).toEqual({ fetched: 1 })
    expect(fetched).toBe(1)
  })

  it('keeps a failure until a retry, which fetches it anew', async () => {
    let attempts = 0
    const module = onDemand(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ attempts }),
    )
    await expect(module()).rejects.toThrow('offline')
    await expect(module()).rejects.toThrow('offline')
    expect(module.loaded()).toBeUndefined()
    expect(attempts).toBe(1)
    module.retry()
    expect(await module()).toEqual({ attempts: 2 })
    expect(module.loaded()).toEqual({ attempts: 2 })
  })
})
