import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { realDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const real = realDataset()

/** The header's links that say they are the page shown (aria-current), by name. */
async function currentInHeader(url: string) {
  renderApp(real, url)
  const header = (await screen.findByRole('navigation', { name: 'Views' })).closest('header')!
  return within(header)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent)
}

describe('the header says which page is shown, and only that', () => {
  it('on home: the site’s name and the timeline', async () => {
    expect(await currentInHeader('/en/')).toEqual(['Kafka Community Digest', 'Timeline', 'English'])
  })

  it('on a thread: neither (a thread is not home), only the language it is in', async () => {
    expect(await currentInHeader('/en/thread/2026-W20-kip-1327/')).toEqual(['English'])
  })

  it('on a KIP: its view, the KIPs', async () => {
    expect(await currentInHeader('/en/kips/1327/')).toEqual(['KIPs', 'English'])
  })
})
