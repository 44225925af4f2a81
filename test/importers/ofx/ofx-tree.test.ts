import { describe, expect, it } from 'vitest';
import { findAll, leafText, MAX_OFX_DEPTH, parseOfxTree } from '../../../src/importers/ofx/ofx-tree.ts';
import { parseOfxAmount, parseOfxDate, readOfxStatement } from '../../../src/importers/ofx/read-ofx.ts';
import { StatementError } from '../../../src/importers/statement.ts';

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
  it('keeps stray < as text, and looks for each > once (3,000,000 stray < held the event loop 42 s)', () => {
    const root = parseOfxTree('<OFX><NAME>a < b <<c<TRNAMT>1</OFX>');
    expect(leafText(root, 'OFX', 'NAME')).toBe('a < b <<c');
    expect(leafText(root, 'OFX', 'TRNAMT')).toBe('1');
    // (a test of work, not speed: the old reader took minutes on this, the test's limit is 20 s)
    const flood = parseOfxTree(`<OFX><MEMO>${'<'.repeat(3_000_000)}x<TRNAMT>2</OFX>`);
    expect(leafText(flood, 'OFX', 'MEMO')).toHaveLength(3_000_001);
    expect(leafText(flood, 'OFX', 'TRNAMT')).toBe('2');
  }, 20_000);
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

describe('an OFX body nested beyond any statement (security QA: 200,000 unclosed tags overflowed the stack, a 500)', () => {
  it('is refused as no statement, at once', () => {
    const head = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST>';
    for (const body of ['<X>'.repeat(200_000), `${'<A>'.repeat(200_000)}${'</A>'.repeat(200_000)}`]) {
      expect(() => readOfxStatement(Buffer.from(`${head}${body}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`))).toThrow(new StatementError(`the OFX elements nest more than ${MAX_OFX_DEPTH} deep: this is no statement`, null));
    }
  });
});
