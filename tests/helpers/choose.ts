import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/**
 * Picks an option of a filter's combobox as a reader does: clicking the field (which brings it
 * alive: ComboboxField), typing over what it holds, then taking the first match with Enter, or
 * clicking the option named `option` ("Anyone" empties the field).
 */
export async function choose(user: UserEvent, field: string, typed: string, option?: string) {
  await user.click(screen.getByRole('combobox', { name: field }))
  const box = await screen.findByRole('combobox', { name: field, expanded: true })
  await user.clear(box)
  if (typed) await user.type(box, typed)
  if (option === undefined) await user.keyboard('{Enter}')
  else await user.click(await screen.findByRole('option', { name: option }))
}
