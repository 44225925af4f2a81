// Words that say something bought was not paid for now, and words that say it was paid after all.

// 赊账, 赊购, 先欠着, 挂账, 未付, 还没付, 还没给: not paid now (not 欠款, what is owed, nor 还欠, still owed)
// (还没 付, typed with a space: 开 发票 给 客户 3000 美元 还没 付 was money come into the wallet used most)
export const ON_CREDIT = /赊(?:账|购|欠)?|欠着|挂账|未\s*付|(?<!已经?)没\s*付|(?<!已经?)(?:没|未)\s*给(?!\s*我)|未结/;
// 应付 李老板 货款 3200, 李老板 应付 3200: payable, owed to whom the words name (not 应付 200 实付 180:
// what was to pay and what was paid; nor 付应付货款: the payable paid)
export const PAYABLE_SAID = /(?<![付还结清])应付(?:账款|款)?(?![^，,。；;]*实付)/;
// 付李老板 应付款, 应付账款 付给李老板: a word of paying of its own (not the 付 of 应付, 没付, 未付, 待付)
const PAYING_SAID = /(?<![应没未待])付/;

/** 应付 said as what is owed (see PAYABLE_SAID), with no word of paying it beside: null when paid. */
export function payableOwedSaid(text: string): RegExpExecArray | null {
  return PAYING_SAID.test(text) ? null : PAYABLE_SAID.exec(text);
}
// 还, 付清, 结清, 现结: paid after all (还没付 and 还欠 are no repaying)
export const PAID = /还(?![没欠未])|付清|结清|结账|结款|现结|已付|实付/;
