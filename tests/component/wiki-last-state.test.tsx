import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { realDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

/**
 * A KIP whose wiki page shows no state now, having given one before: where the app says "no
 * state", it also says the last state the wiki gave, with its dates. Real wiki facts: KIP-1327
 * was accepted on 12 June 2026 and its page has shown no state since 29 July; KIP-354, which no
 * digest names, was accepted when the record begins (1 January 2026) and has shown none since
 * 19 February.
 */
const real = realDataset()

afterEach(() => localStorage.clear())

describe('the last state the wiki gave, where its page shows none now', () => {
  it('the KIP page says it under the wiki facts, in English', async () => {
    renderApp(real, '/en/kips/1327/')
    const facts = await screen.findByRole('region', { name: 'Facts from the KIP wiki' })
    expect(
      within(facts).getByText('Wiki latest: the page shows no state now (as of 22 August 2026)'),
    ).toBeInTheDocument()
    expect(
      within(facts).getByText(
        'The last state it gave: Accepted, from 12 June 2026 until 29 July 2026',
      ),
    ).toBeInTheDocument()
    expect(within(facts).queryByText(/Wiki latest: no state on the wiki/)).toBeNull()
  })

  it('the KIP page says it in Chinese', async () => {
    renderApp(real, '/zh/kips/1327/')
    const facts = await screen.findByRole('region', { name: 'KIP Wiki 上的信息' })
    expect(
      within(facts).getByText('Wiki 最新状态：页面目前未标明状态（截至 2026年8月22日）'),
    ).toBeInTheDocument()
    expect(
      within(facts).getByText('它最后标明的状态：已接受，自 2026年6月12日 至 2026年7月29日'),
    ).toBeInTheDocument()
  })

  it('the page of a KIP no digest names says it too', async () => {
    renderApp(real, '/en/kips/354/')
    expect(
      await screen.findByText('Wiki latest: the page shows no state now (as of 22 August 2026)'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'The last state it gave: Accepted, from 1 January 2026 until 19 February 2026',
      ),
    ).toBeInTheDocument()
  })

  it('the KIP card says it', async () => {
    renderApp(real, '/en/kips/cards/')
    const card = await screen.findByRole(
      'article',
      { name: /KIP-1327 Prevent Hot Data Loss/ },
      { timeout: 5000 },
    )
    expect(
      within(card).getByText(
        'The last state it gave: Accepted, from 12 June 2026 until 29 July 2026',
      ),
    ).toBeInTheDocument()
  })

  it('the thread page says it, in Chinese', async () => {
    renderApp(real, '/zh/thread/2026-W20-kip-1327/')
    const kips = await screen.findByRole('region', { name: '相关 KIP' })
    expect(
      await within(kips).findByText('它最后标明的状态：已接受，自 2026年6月12日 至 2026年7月29日'),
    ).toBeInTheDocument()
  })

  it('the KIP list says it in the wiki state’s cell', async () => {
    renderApp(real, '/en/kips/?kip=1327')
    const row = await screen.findByRole('row', { name: /KIP-1327/ })
    expect(row).toHaveTextContent('None shown now; last given: Accepted, 2026-06-12 to 2026-07-29')
  })

  it('the KIP list says it in Chinese', async () => {
    renderApp(real, '/zh/kips/?kip=1327')
    const row = await screen.findByRole('row', { name: /KIP-1327/ })
    expect(row).toHaveTextContent('目前未标明； 最后标明：已接受，2026-06-12 至 2026-07-29')
  })

  it.each([
    [
      'en',
      /Since your last visit/,
      'Wiki state: the page stopped showing one on 29 July 2026; the last it gave was Accepted, from 12 June 2026',
    ],
    [
      'zh',
      /自上次访问以来/,
      'Wiki 状态：2026年7月29日起页面不再标明状态；此前最后标明的是已接受（自 2026年6月12日 起）',
    ],
  ])(
    'what changed since the last visit says what the wiki gave before (%s)',
    async (lang, name, text) => {
      localStorage.setItem(
        'kcd:visits',
        JSON.stringify({
          newest: '2026-W19',
          at: Date.now() - 7 * 86_400_000,
          day: '2026-05-10',
          mark: null,
        }),
      )
      renderApp(real, `/${lang}/kips/1327/`)
      const since = await screen.findByRole('region', { name })
      expect(within(since).getByText(text)).toBeInTheDocument()
    },
  )
})
