// The ledger of the student QA of session 41 (/tmp/s41/student.beancount): the starter ledger with a
// campus card, a student loan, JD Baitiao, money from home (Income:Allowance aliased 生活费) and
// second-hand sales.
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

export const STUDENT_LEDGER = `${STARTER_LEDGER}
2026-09-01 open Liabilities:JD:Baitiao CNY
  alias: "白条,京东白条"

2026-09-01 open Liabilities:StudentLoan CNY
  alias: "助学贷款,助贷"

2026-09-01 open Assets:CampusCard CNY
  alias: "校园卡,饭卡,一卡通"

2026-09-01 open Income:Allowance CNY
  alias: "生活费"

2026-09-01 open Income:SecondHand CNY
  alias: "闲鱼"
`;
