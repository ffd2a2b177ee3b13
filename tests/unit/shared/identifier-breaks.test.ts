import { describe, expect, it } from 'vitest'
import { identifierBreaks } from '../../../src/shared/lib/identifier-breaks'

describe('where a long identifier in a title may break', () => {
  it('a title of words: nowhere but between its words (the browser does that)', () => {
    expect(identifierBreaks('Client framework name and version')).toEqual([
      'Client framework name and version',
    ])
    // Short identifiers fit any line: left whole.
    expect(identifierBreaks('Change the default `auto.offset.reset`')).toEqual([
      'Change the default `auto.offset.reset`',
    ])
  })

  it('a long dotted name: after each dot, as a URL breaks', () => {
    expect(
      identifierBreaks('Introduce max.future.record.timestamp.difference.ms to Protect'),
    ).toEqual([
      'Introduce max.',
      'future.',
      'record.',
      'timestamp.',
      'difference.',
      'ms to Protect',
    ])
    expect(identifierBreaks('a org.apache.kafka.server:type=AssignmentsManager b').join('|')).toBe(
      'a org.|apache.|kafka.|server:|type=|AssignmentsManager b',
    )
  })

  it('a long CamelCase name: between its words', () => {
    expect(
      identifierBreaks('Symmetry with LogAndContinueProductionExceptionHandler').join('|'),
    ).toBe('Symmetry with Log|And|Continue|Production|Exception|Handler')
  })

  it('a CamelCase part short enough stays whole, in a long dotted name too', () => {
    expect(
      identifierBreaks('org.apache.kafka.storage.internals.log.RemoteStorageThreadPool').join('|'),
    ).toBe('org.|apache.|kafka.|storage.|internals.|log.|RemoteStorageThreadPool')
  })

  it('keeps every character, in order', () => {
    const title = 'Add ConsumerConfig#addDeserializerToConfig(Properties, Deserializer<?>, …)'
    expect(identifierBreaks(title).join('')).toBe(title)
  })
})
