import type { BankStatement } from '@mesa/contracts'
import type { TFunction } from 'i18next'
import { formatDate } from '../../../lib/format'

/** A statement's name on screen: the file's, or for the day's SPEI transfers "SPEI del 29 nov 2026" in the reader's words. */
export const statementName = (
  statement: Pick<BankStatement, 'format' | 'fileName' | 'fromDate'>,
  t: TFunction,
  language: string,
) =>
  statement.format === 'spei' && statement.fromDate
    ? t('spei.statementName', { date: formatDate(statement.fromDate, language) })
    : statement.fileName
