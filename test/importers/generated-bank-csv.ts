// A made-up bank CSV of any length, for the large-statement test and the import bench: a salary
// every tenth row, purchases from 500 merchants, dated through 2024.
export function generatedBankCsv(rows: number): Buffer {
  const lines = ['交易日期,摘要,交易对方,收入,支出,余额'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    const cents = 100 + ((i * 7919) % 90000);
    const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    lines.push(i % 10 === 0 ? `2024-${month}-${day},工资,公司${i},${amount},,` : `2024-${month}-${day},消费,商户${i % 500},,${amount},`);
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}
