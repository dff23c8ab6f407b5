import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRate,
  formatsIn,
  localeOf,
} from './format'

// Intl's spaces are no-break ones; written here as they print.
const nbsp = '\u00a0'
const es = formatsIn('es')

describe('formats in Spanish (Mexico)', () => {
  it('writes money from centavos with centavos, whole pesos when asked', () => {
    expect(es.money(1_531_174_700)).toBe('$15,311,747.00')
    expect(es.money(125_050)).toBe('$1,250.50')
    expect(es.money(-500)).toBe('-$5.00')
    expect(es.money(1_531_174_750, { whole: true })).toBe('$15,311,748')
  })
  it('writes percents and rates with a decimal point and a spaced sign', () => {
    expect(es.percent(0.891)).toBe(`89.1${nbsp}%`)
    expect(es.percent(0.4, 0)).toBe(`40${nbsp}%`)
    expect(es.rate(1650)).toBe(`16.50${nbsp}%`)
  })
  it('writes days as Mexico does, whatever the time zone', () => {
    expect(es.date('2026-10-30')).toBe('30 oct 2026')
    expect(es.date('1992-10-30T23:59:00Z')).toBe('30 oct 1992')
  })
  it('writes an instant with its time on the clock asked for', () => {
    expect(es.dateTime('2026-10-30T20:05:00Z', 'America/Mexico_City')).toBe('30 oct 2026, 2:05 p.m.')
  })
  it('writes an instant in figures for a table, with seconds when asked', () => {
    const moment = es.dateTime('2026-10-30T20:05:09Z', 'America/Mexico_City', {
      numeric: true,
      seconds: true,
    })
    expect(moment.replace(/\s/g, ' ')).toBe('30/10/26, 2:05:09 p.m.')
  })
  it('writes a visit with its weekday and no year, and only the time when asked', () => {
    const visit = es.dateTime('2026-10-31T20:05:00Z', 'America/Mexico_City', { weekday: true })
    expect(visit.replace(/\s/g, ' ')).toBe('sáb 31 de oct, 2:05 p.m.')
    const time = es.dateTime('2026-10-30T20:05:00Z', 'America/Mexico_City', { timeOnly: true })
    expect(time.replace(/\s/g, ' ')).toBe('2:05 p.m.')
  })
  it('writes numbers grouped and folios not', () => {
    expect(es.number(12345)).toBe('12,345')
    expect(es.number(1.25, 1)).toBe('1.3')
    expect(es.folio(10234)).toBe('10234')
  })
})

describe('formats in the other languages', () => {
  it('keeps pesos the Mexican way and each language its dates', () => {
    expect(formatsIn('en').money(125_050)).toBe('$1,250.50')
    expect(formatsIn('en').date('2026-10-30')).toBe('Oct 30, 2026')
    expect(formatsIn('fr').date('2026-10-30')).toBe('30 oct. 2026')
    expect(formatsIn('fr').percent(0.891)).toBe(`89,1${nbsp}%`)
  })
  it('isolates each figure in Arabic and keeps Latin digits', () => {
    const ar = formatsIn('ar')
    expect(ar.money(125_050)).toBe('\u2068$1,250.50\u2069')
    // Intl's own marks (U+200E) hold the sign after the figure in a right-to-left line ("% 60.9" before).
    expect(ar.percent(0.891)).toBe('\u206889.1\u200e%\u200e\u2069')
    expect(ar.rate(1650)).toBe('\u206816.50\u200e%\u200e\u2069')
    expect(ar.date('2026-10-30')).toBe('\u206830\u200f/10\u200f/2026\u2069')
    expect(ar.folio(7)).toBe('\u20687\u2069')
  })
  it('maps each language to its locale, Spanish when unknown', () => {
    expect(localeOf('es')).toBe('es-MX')
    expect(localeOf('en-GB')).toBe('en-US')
    expect(localeOf('de')).toBe('es-MX')
  })
})

describe('the plain formatters', () => {
  it('write a dash for a figure or day there is none of', () => {
    expect(formatPercent(null)).toBe('—')
    expect(formatNumber(null, 'es', 1)).toBe('—')
    expect(formatDate(null, 'es')).toBe('—')
  })
  it('default to Spanish and take the reader language', () => {
    expect(formatMoney(1_531_174_700)).toBe('$15,311,747.00')
    expect(formatMoney(125_050, { language: 'ar' })).toBe('\u2068$1,250.50\u2069')
    expect(formatRate(150)).toBe(`1.50${nbsp}%`)
    expect(formatNumber(12.25, 'fr', 1)).toBe('12,3')
  })
})
