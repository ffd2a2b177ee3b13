import { useT } from '../../i18n/use-t'

/**
 * The name of a cell's column, for a table that a narrow screen shows as cards
 * (card-table.css): the card writes it before the cell's value ("People: 3") as generated text
 * that a screen reader, which has the column's header, skips. Props for the cell (or a part of
 * it): label("People") → { "data-label": "People: " }.
 */
export function useCellLabel() {
  const t = useT()
  return (column: string) => ({ 'data-label': `${column}${t('common.colon')}` })
}
