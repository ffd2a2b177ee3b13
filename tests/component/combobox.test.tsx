import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ComboboxField } from '../../src/shared/components/combobox/combobox-field'
import { loadMessages } from '../../src/i18n/i18n'
import { InLanguage } from '../../src/i18n/in-language'

// Made-up options: the field's behaviour does not depend on what they are.
const field = (
  <InLanguage lang="en">
    <ComboboxField
      label="Person"
      value=""
      any="Anyone"
      options={[
        { value: 'a', text: 'Ann Example' },
        { value: 'b', text: 'Bo Example' },
      ]}
      onChange={() => {}}
    />
  </InLanguage>
)

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

/** The field as the page written at build time holds it, taken over by React as the app does. */
async function preRendered(beforeTakeOver: (input: HTMLInputElement) => void) {
  await loadMessages('en')
  const container = document.createElement('div')
  container.innerHTML = renderToString(field)
  document.body.append(container)
  beforeTakeOver(container.querySelector('input')!)
  await act(async () => {
    root = hydrateRoot(container, field)
  })
  return screen.getByRole('combobox', { name: 'Person' })
}

describe('a filter combobox reached before the app took the page over', () => {
  it('opens its list when the reader waited in it, even as React replays that focus', async () => {
    const input = await preRendered((input) => input.focus())
    // React replays a focus it saw before hydrating once it has: after the field's effects.
    fireEvent.focus(input)
    expect(await screen.findByRole('option', { name: 'Ann Example' })).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveFocus()
  })

  it('stays closed when the reader only arrives by the Tab key, and opens on a click', async () => {
    const user = userEvent.setup()
    await preRendered(() => {})
    await user.tab()
    // It comes alive where the reader is (its code may already be here), closed.
    await act(() => import('../../src/shared/components/combobox/live-combobox'))
    const live = screen.getByRole('combobox', { name: 'Person', expanded: false })
    expect(live).toHaveFocus()
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    await user.click(live)
    expect(await screen.findByRole('option', { name: 'Bo Example' })).toBeVisible()
  })
})
