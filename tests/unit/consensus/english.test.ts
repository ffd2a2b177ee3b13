import { describe, expect, it } from 'vitest'
import { englishStanceEvidence, englishStatusEvidence } from '../../../src/domain/consensus/english'

describe('the English edition’s deciding words', () => {
  it('finds the clause that says the same, across "vs." and "e.g."', () => {
    expect(
      englishStatusEvidence(
        'No consensus yet; the main disagreement is component vs. framework.',
        'contested',
      ),
    ).toBe('the main disagreement is component vs. framework')
  })
  it('leans towards an option is a suggestion; nothing of the kind is null', () => {
    expect(englishStanceEvidence('Leans towards option A.', 'suggestion')).toBe(
      'Leans towards option A',
    )
    expect(englishStatusEvidence('The weather was fine.', 'done')).toBeNull()
  })
})
