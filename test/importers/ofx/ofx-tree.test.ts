import { describe, expect, it } from 'vitest';
import { findAll, leafText, parseOfxTree } from '../../../src/importers/ofx/ofx-tree.ts';
import { parseOfxAmount, parseOfxDate } from '../../../src/importers/ofx/read-ofx.ts';

describe('parseOfxTree', () => {
  it('reads SGML with unclosed leaves, all on one line', () => {
    const root = parseOfxTree('<OFX><STMTTRN><TRNTYPE>POS<DTPOSTED>20240105<TRNAMT>-6.60<NAME>A &amp; B</STMTTRN><STMTTRN><TRNAMT>1</STMTTRN></OFX>');
    const trns = findAll(root, 'STMTTRN');
    expect(trns).toHaveLength(2);
    expect(leafText(trns[0]!, 'TRNAMT')).toBe('-6.60');
    expect(leafText(trns[0]!, 'NAME')).toBe('A & B');
    expect(leafText(trns[1]!, 'TRNAMT')).toBe('1');
  });
  it('reads XML with closed and empty elements and CDATA', () => {
    const root = parseOfxTree('<OFX>\n <A>\n  <B>x</B>\n  <C></C>\n  <D><![CDATA[ <raw> ]]></D>\n </A>\n</OFX>');
    const a = findAll(root, 'A')[0]!;
    expect(a.children.map((c) => c.name)).toEqual(['B', 'C', 'D']);
    expect(leafText(a, 'B')).toBe('x');
    expect(leafText(a, 'C')).toBeNull();
    expect(leafText(a, 'D')).toBe('<raw>');
  });
  it('ignores close tags for elements that are not open', () => {
    const root = parseOfxTree('<OFX><A>1</B><C>2</OFX>');
    expect(leafText(root, 'OFX', 'A')).toBe('1');
    expect(leafText(root, 'OFX', 'C')).toBe('2');
  });
});

describe('OFX values', () => {
  it('reads DTPOSTED with times and zones', () => {
    expect(parseOfxDate('20090401122017.000[-5:EST]')).toBe('2009-04-01');
    expect(parseOfxDate('20240112083000[+8:CST]')).toBe('2024-01-12');
    expect(parseOfxDate('20180804093914:014')).toBe('2018-08-04');
    expect(parseOfxDate('20120231')).toBeNull();
    expect(parseOfxDate('201120000000')).toBeNull();
  });
  it('reads TRNAMT with a decimal point or comma', () => {
    expect(parseOfxAmount('-6.60')?.toString()).toBe('-6.60');
    expect(parseOfxAmount('+12')?.toString()).toBe('12');
    expect(parseOfxAmount('-6,60')?.toString()).toBe('-6.60');
    expect(parseOfxAmount('1,234.56')?.toString()).toBe('1234.56');
    expect(parseOfxAmount('$120')).toBeNull();
  });
});
