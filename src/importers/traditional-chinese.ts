// Hong Kong, Macau and Taiwan banks write their statements in Traditional characters (交易日期,
// 幣別 港幣, 餘額, 摘要 轉賬 手續費): their words are read as the Simplified ones the import knows,
// character by character, so that every header, currency name and keyword has both forms.
// Only what is compared is converted; a row's narration and payee keep the characters written.

/**
 * Traditional -> Simplified for each character of the import's words that has another
 * Traditional form (made from the Chinese characters in src/importers; several Traditional forms
 * may share one Simplified: 帳 and 賬 are both 账, 匯 and 滙 both 汇).
 */
const SIMPLIFIED_OF: ReadonlyMap<string, string> = new Map(
  Object.entries({
    貸: '贷', 記: '记', 儲: '储', 唄: '呗', 條: '条', 銀: '银', 設: '设', 農: '农', 業: '业', 國: '国',
    郵: '邮', 發: '发', 興: '兴', 廣: '广', 華: '华', 寧: '宁', 匯: '汇', 滙: '汇', 豐: '丰', 車: '车',
    還: '还', 貨: '货', 現: '现', 續: '续', 費: '费', 務: '务', 時: '时', 間: '间', 創: '创', 類: '类',
    對: '对', 說: '说', 説: '说', 稱: '称', 額: '额', 狀: '状', 態: '态', 訂: '订', 單: '单', 號: '号',
    餘: '余', 賬: '账', 帳: '账', 戶: '户', 戸: '户', 關: '关', 閉: '闭', 敗: '败', 轉: '转', 幣: '币',
    備: '备', 註: '注', 點: '点', 種: '种', 別: '别', 聯: '联', 機: '机', 後: '后', 編: '编', 銷: '销',
    無: '无', 計: '计', 總: '总', 頁: '页', 導: '导', 筆: '笔', 數: '数', 結: '结', 週: '周', 區: '区',
    詢: '询', 歐: '欧', 鎊: '镑', 當: '当', 錢: '钱', 標: '标', 誌: '志', 沖: '冲', 衝: '冲', 調: '调',
    電: '电', 滯: '滞', 納: '纳', 紅: '红', 獎: '奖', 終: '终', 資: '资', 壓: '压', 歲: '岁', 禮: '礼',
    網: '网', 來: '来', 氣: '气', 寬: '宽', 帶: '带', 話: '话', 動: '动', 訊: '讯', 鐵: '铁', 賣: '卖',
    餓: '饿', 麼: '么', 團: '团', 麥: '麦', 勞: '劳', 飲: '饮', 馬: '马', 爾: '尔', 瑪: '玛', 輝: '辉',
    醫: '医', 診: '诊', 藥: '药', 掛: '挂', 療: '疗', 險: '险', 學: '学', 訓: '训', 娛: '娱', 樂: '乐',
    賓: '宾', 館: '馆', 飾: '饰', 裝: '装', 優: '优', 庫: '库', 購: '购', 寶: '宝', 貓: '猫', 東: '东',
    財: '财', 與: '与', 預: '预', 細: '细', 錄: '录', 應: '应', 過: '过',
    // of the currency names added for Taiwan and Macau (新台幣, 臺幣, 澳門元)
    門: '门', 臺: '台',
  }),
);

const TRADITIONAL = new RegExp(`[${[...SIMPLIFIED_OF.keys()].join('')}]`, 'u');
const EACH_TRADITIONAL = new RegExp(TRADITIONAL.source, 'gu');

/** The text with its Traditional characters in their Simplified form; as long as the text (one character for one). */
export function toSimplified(text: string): string {
  return text.replace(EACH_TRADITIONAL, (c) => SIMPLIFIED_OF.get(c)!);
}

/** Whether the text has a character the import reads in another, Simplified form. */
export function hasTraditional(text: string): boolean {
  return TRADITIONAL.test(text);
}
