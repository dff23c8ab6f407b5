import { describe, expect, it } from 'vitest'
import { toCsv } from '../../../lib/csv'
import { moveItem, tasksFromCsv } from './sortable-list'

describe('the drag & drop list', () => {
  it('moves an item up or down, the others keeping their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })

  it('reads a CSV export back: header skipped, quotes undone, empty lines dropped', () => {
    expect(tasksFromCsv('"task"\r\n"Llamar, hoy"\r\n"Dijo ""sí"""\r\n\r\n')).toEqual([
      'Llamar, hoy',
      'Dijo "sí"',
    ])
    expect(tasksFromCsv('Uno,1\nDos')).toEqual(['Uno', 'Dos'])
  })

  it('reads its own export back (BOM and header skipped)', () => {
    const tasks = ['Llamar, hoy', 'Dijo "sí"', 'Revisar']
    expect(tasksFromCsv(toCsv(tasks, [{ header: 'task', value: (task) => task }]))).toEqual(tasks)
  })
})
