// Words that look like a person: the one lent to in 借小王 1000, the giver of 爸爸给生活费 2000.
// Said with no 给 or 我 around them, the word after 借 is as often a thing borrowed (借充电宝 3, 借伞,
// 借车位) and the word before 给 a time or a manner (每月给, 按时给): only these shapes are read as someone.

const KIN = '(?:[大二三四五六七八九十小]?(?:叔|姨|舅|姑|伯|婶|嫂|姐|哥|弟|妹)(?:叔|姨|舅|姑|伯|婶|子|夫|妈|父|母|姐|哥|弟|妹)?|爸爸妈妈|爸爸?|妈妈?|爸妈|父母|爹|娘|爷爷|奶奶|外公|外婆|姥姥|姥爷|老婆|老公|媳妇|儿子|女儿|闺女|[表堂][哥姐弟妹]|孙子孙女|外孙[子女]?|孙[子女]|岳父|岳母|公公|婆婆|丈母娘|老丈人|[男女]朋友|[男女]友|对象)';
const KNOWN = '(?:朋友|同事|同学|室友|舍友|邻居|亲戚|闺蜜|兄弟|哥们|发小|老乡|师[兄姐弟妹傅父]|老师|领导|老板|上司)';
// Common surnames before a given name of one or two characters (张三, 李建国); not 高 (高利贷), 金
// (金条), 白 (白条), 车 (车位), 钱 (借钱), which start words of things as often.
const SURNAME = '[张王李赵刘陈杨黄吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾萧肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范石廖贾夏韦方邹孟熊秦邱尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵严武戴莫孔汤]';
const PERSON = new RegExp(`^(?:[我他她]们?的?)?(?:${KIN}|${KNOWN}|[小老阿][\\u4e00-\\u9fff]{1,2}|${SURNAME}[\\u4e00-\\u9fff]{1,2}|[A-Za-z][A-Za-z.'-]*)$`);
// Credit lines and things with a person's shape (小推车 aside: 小 starts names as often)
const THING = /贷|呗|白条|金条|信用|卡|钱|款|车|宝|伞|书|房|位|部|店|铺|机/;
const KIN_OR_KNOWN = new RegExp(`^(?:[我他她]们?的?)?(?:${KIN}|${KNOWN})$`);

/** Whether `word` has the shape of a person or a relative (小王, 张三, 妈妈, 同事, Tom). */
export function looksLikePerson(word: string): boolean {
  // (老钱 and 小贾 are names: a surname after 小 or 老 is no thing)
  return PERSON.test(word) && !(THING.test(word) && !KIN_OR_KNOWN.test(word) && !/^[小老阿].$/.test(word));
}

/**
 * Whether `word` names someone by kinship or relation (表弟, 同学, 妈妈) or a 小/老/阿 name (小张):
 * people one deals with for many reasons, unlike a shop (周黑鸭 has a person's shape).
 */
export function namesRelation(word: string): boolean {
  return KIN_OR_KNOWN.test(word) || (/^[小老阿].$/.test(word) && looksLikePerson(word));
}

// 我妈, 我姐: one's own kin as a voice says them, whom the ledger calls 妈妈, 姐姐 (我妈给我转了 500 was
// income of no one the ledger knew, while 妈妈's history said Income:Family)
const OWN_KIN = /^我([妈爸姐哥弟妹])\1?$/;

/** One's own kin said with 我 (我妈, 我姐) as they are called (妈妈, 姐姐); any other word as it is. */
export function kinAsCalled(word: string): string {
  return word.replace(OWN_KIN, '$1$1');
}

/** Whether `word` names a bank as a lender (银行, 工行, 招商银行): 银行 那 借了 5000 is a loan from it, as from a person. */
export function namesBank(word: string): boolean {
  return /^(?:银行|招行|工行|建行|农行|中行|交行|浦发|中信|花旗|邮储|.{1,6}银行)$/.test(word);
}

// The shape of a name as the patterns of direction and money-to-me take it, before its words are
// checked with looksLikePerson.
// (a numeral may start a relative's name by birth order: 二姐, 三姨, 四叔)
export const NAME = '(?:[一二三四五六七八九十](?=[姐哥姨叔舅姑伯婶妹弟嫂])|[^\\d\\s，,。；;、！!？?\\uE000零〇一二两三四五六七八九十百千万块元])';
// After its first character a name may hold numerals (张三, 李四, 王五): an amount then starts only
// at digits, two numerals (五百) or a numeral with its unit (五块).
export const NAME_REST = '[^\\d\\s，,。；;、！!？?\\uE000百千万块元]';
export const NUMERAL_AHEAD = '\\d|[零〇一二两三四五六七八九十百千万]{2}|[零〇一二两三四五六七八九十百千万](?=[块元毛角])';
/** A name of 1 to `max` characters, as short as the pattern allows. */
export function nameOf(max: number): string {
  return `${NAME}${NAME_REST}{0,${max - 1}}?`;
}
