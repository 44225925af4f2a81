// Statements put a preamble of varying length before the column header: find the header by
// what it says, and map each role to its column.
import type { CsvLine } from './csv-table.ts';
import { headerKey } from './cells.ts';

/** role -> header texts (already in headerKey form) that name it, best first. */
export type HeaderVocabulary = Readonly<Record<string, readonly string[]>>;

export interface HeaderRow {
  /** Index into the lines array of the header line. */
  readonly index: number;
  /** role -> column index */
  readonly columns: ReadonlyMap<string, number>;
}

/** Map roles to columns of one line; a role takes the first of its names that is present. */
export function mapColumns(cells: readonly string[], vocabulary: HeaderVocabulary): Map<string, number> {
  const keys = cells.map(headerKey);
  const columns = new Map<string, number>();
  const taken = new Set<number>();
  for (const [role, names] of Object.entries(vocabulary)) {
    for (const name of names) {
      const at = keys.findIndex((k, i) => k === name && !taken.has(i));
      if (at >= 0) {
        columns.set(role, at);
        taken.add(at);
        break;
      }
    }
  }
  return columns;
}

/** The first line (within `limit` lines) where every role in `required` has a column. */
export function findHeaderRow(lines: readonly CsvLine[], vocabulary: HeaderVocabulary, required: readonly (readonly string[])[], limit = 80): HeaderRow | null {
  const end = Math.min(lines.length, limit);
  for (let i = 0; i < end; i++) {
    const cells = lines[i]!.cells;
    if (cells.length < 2) continue;
    const columns = mapColumns(cells, vocabulary);
    // each entry of `required` is a set of alternatives: one of them must be present
    if (required.every((alternatives) => alternatives.some((r) => columns.has(r)))) return { index: i, columns };
  }
  return null;
}

/**
 * A line after the header that carries no data: blank, a dashed rule, a one-cell note, a
 * comment, or a summary (合计, 总计, Total...: however many cells its sums fill).
 */
export function isFooterLine(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== '');
  if (filled.length === 0) return true;
  const first = filled[0]!.trim();
  if (/^(#|合计|总计|小计|本页合计|本期合计|共\s*\d|total\b|subtotal\b|grand total\b)/i.test(first)) return true;
  // a total per currency or kind: ICBC's 人民币合计, 美元合计, 支出合计
  if (/^[\p{Script=Han}]{1,8}(合计|总计|小计)\s*[:：]?$/u.test(first)) return true;
  // Alipay's older export ends with counts per kind: 已收入:0笔,0.00元
  if (/^(已收入|待收入|已支出|待支出|不计收支|已退款)\s*[:：]/.test(first)) return true;
  return filled.length <= 2 && (/^[-=—]{3,}/.test(first) || /^(共|导出)/.test(first) || filled.length === 1);
}
