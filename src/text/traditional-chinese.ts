// Hong Kong, Macau and Taiwan write Traditional characters (兩萬, 還滙豐信用卡, 交易日期 幣別 港幣,
// 餘額); the words the import and the NLP know are Simplified. Both compare text folded to
// Simplified, one UTF-16 code unit for one, so that a position found in the folded text is the
// same in what was written, and what they give back keeps the writer's characters.
//
// Only the characters that matter are folded: those of the words the import and the NLP know
// (headers, currency names, keywords, the lexicon's terms, wallets, dates, numerals, verbs) and of
// the words people write beside them. A character that is also a Simplified one of its own (著 of
// 著名, 係 of 关系) is left alone.

// Pairs of Traditional and Simplified, one pair a word (several Traditional forms may share one
// Simplified: 帳 and 賬 are both 账, 匯 and 滙 both 汇).
const PAIRS = `
萬万 與与 業业 東东 絲丝 兩两 個个 為为 麗丽 麼么 樂乐 鄉乡 書书 買买 於于 雲云 亞亚 產产 親亲 億亿 從从
們们 價价 眾众 優优 會会 體体 餘余 債债 儲储 兒儿 蘭兰 內内 農农 減减 幾几 擊击 剛刚 別别 辦办 務务 動动
勞劳 醫医 華华 單单 賣卖 盧卢 衛卫 歷历 曆历 壓压 縣县 雙双 發发 髮发 隻只 臺台 葉叶 號号 喫吃 後后 嗎吗
聽听 唄呗 員员 週周 嗶哔 團团 糰团 園园 國国 圓圆 聖圣 場场 塊块 墊垫 殼壳 處处 備备 頭头 夾夹 獎奖 婦妇
媽妈 娛娱 嬸婶 孫孙 學学 寧宁 寶宝 實实 寬宽 賓宾 對对 尋寻 壽寿 爾尔 層层 歲岁 島岛 幣币 師师 帳账 賬账
帶带 幫帮 乾干 幹干 慶庆 庫库 應应 開开 張张 當当 態态 總总 戲戏 戶户 搶抢 護护 報报 掛挂 撈捞 換换 據据
攜携 攤摊 數数 時时 顯显 術术 樸朴 機机 殺杀 雜杂 條条 來来 標标 棧栈 棟栋 檔档 檢检 樓楼 歐欧 氣气 匯汇
滙汇 彙汇 漢汉 沒没 潔洁 漿浆 潤润 溫温 遊游 滯滞 滿满 燈灯 點点 燒烧 燙烫 熱热 燜焖 愛爱 爺爷 豬猪 貓猫
瑪玛 現现 電电 療疗 盤盘 碼码 禮礼 稅税 積积 筆笔 類类 紅红 約约 納纳 紙纸 紐纽 線线 終终 經经 絨绒 結结
給给 絡络 續续 編编 繳缴 網网 羅罗 罰罚 職职 聯联 勝胜 腦脑 臘腊 騰腾 藝艺 節节 蘋苹 榮荣 藥药 蟲虫 補补
錶表 襯衬 裝装 褲裤 視视 計计 訂订 訓训 訊讯 記记 設设 評评 診诊 話话 誕诞 該该 說说 請请 諾诺 讀读 謝谢
貝贝 財财 貨货 購购 貼贴 貸贷 費费 資资 贖赎 賠赔 賺赚 贈赠 車车 轉转 輛辆 輝辉 輸输 邊边 達达 過过 運运
還还 這这 進进 違违 遞递 郵邮 裡里 裏里 針针 鐘钟 鍾钟 鋼钢 錢钱 鐵铁 銖铢 銀银 銷销 鍋锅 鍵键 鎊镑 鏡镜
長长 門门 閃闪 問问 閒闲 閑闲 間间 閨闺 陽阳 陰阴 際际 險险 隨随 麵面 韓韩 頁页 項项 須须 鬚须 頓顿 領领
頻频 顆颗 額额 飛飞 飯饭 飲饮 飾饰 餅饼 餓饿 館馆 馬马 魚鱼 鮮鲜 雞鸡 麥麦 黃黄
週周 鈔钞 銅铜 兌兑 戶户 帳账 錄录 轉转 匯汇 卻却 將将 廳厅 湯汤 蝦虾 餃饺 滷卤 糧粮 歡欢 寵宠 廁厕 灣湾
區区 畫画 舊旧 齊齐 讓让 認认 識识 議议 試试 課课 證证 負负 責责 貴贵 賭赌 贏赢 輪轮 軟软 載载 連连 遲迟
選选 遠远 適适 遺遗 鄰邻 醬酱 釣钓 鉛铅 錯错 鍊链 鏈链 鎖锁 鑰钥 閱阅 隊队 階阶 陸陆 難难 雞鸡 霧雾 靈灵
順顺 預预 頒颁 題题 顏颜 風风 飽饱 飼饲 駛驶 驗验 體体 髒脏 鬧闹 魷鱿 鳥鸟 鴨鸭 鵝鹅 鹽盐 齒齿 龍龙 塵尘
壞坏 夢梦 奪夺 嬰婴 寫写 專专 尷尴 屆届 岡冈 帥帅 廣广 廠厂 彈弹 徑径 復复 複复 憶忆 戀恋 戰战 擁拥 擇择
擔担 擺摆 攝摄 敗败 斷断 晉晋 曬晒 會会 東东 構构 樣样 橋桥 櫃柜 權权 歸归 殘残 毀毁 決决 沖冲 衝冲 況况
淨净 淚泪 測测 湊凑 滅灭 濕湿 灑洒 災灾 爐炉 爭争 牆墙 獨独 環环 產产 畢毕 異异 療疗 瘋疯 發发 盡尽 睏困
確确 碩硕 礙碍 禪禅 窮穷 競竞 範范 簡简 簽签 籃篮 籠笼 粵粤 糾纠 純纯 紋纹 細细 組组 紹绍 統统 絕绝 綠绿
維维 綜综 綱纲 緊紧 練练 縮缩 總总 織织 繞绕 繩绳 繪绘 續续 罷罢 義义 習习 聞闻 聲声 膠胶 興兴 艙舱 蓋盖
蔥葱 薑姜 薦荐 藍蓝 處处 號号 蛻蜕 衆众 補补 製制 複复 見见 規规 覺觉 親亲 觀观 託托 許许 訴诉 詞词 詢询
詳详 誌志 語语 誤误 調调 談谈 論论 諮咨 講讲 豐丰 豎竖 貿贸 費费 賀贺 賃赁 資资 賽赛 趕赶 趙赵 跡迹 蹤踪
軍军 較较 輔辅 辦办 農农 逕迳 邁迈 鄭郑 醫医 釐厘 鈴铃 鋪铺 錦锦 鏢镖 闆板 闊阔 隱隐 雜杂 離离 雲云 電电
靜静 響响 頂顶 願愿 顧顾 養养 餐餐 餵喂 餘余 饅馒 驚惊 鬆松 麗丽 點点 黨党 齡龄 併并 並并 佔占 俠侠 倉仓
偉伟 傳传 傷伤 傭佣 僅仅 僑侨 價价 億亿 儀仪 償偿 優优 兇凶 兒儿 凍冻 劃划 劇剧 勁劲 勸劝 匯汇 協协 卻却
參参 叢丛 吳吴 啟启 喚唤 嚴严 嚮向 團团 圖图 塗涂 壇坛 壯壮 夠够 奧奥 妝妆 婁娄 嫻娴 孃娘 寢寝 審审 將将
尋寻 屬属 嶺岭 巔巅 幟帜 幾几 廟庙 廢废 弔吊 彌弥 徵征 憑凭 懶懒 懷怀 戲戏 抽抽 捨舍 掃扫 揚扬 揀拣 損损
搖摇 搬搬 撥拨 擋挡 據据 擠挤 擴扩 攪搅 敵敌 斂敛 於于 昇升 暫暂 曉晓 朧胧 東东 條条 棄弃 棗枣 極极 槍枪
樁桩 樹树 橫横 檯台 櫻樱 歲岁 毆殴 氫氢 湧涌 滬沪 漁渔 漲涨 潛潜 澀涩 濟济 濱滨 灘滩 煙烟 煉炼 燭烛 爛烂
犧牺 狀状 獅狮 獎奖 獻献 璽玺 甕瓮 產产 畝亩 疊叠 瘡疮 癢痒 皺皱 盞盏 監监 矯矫 碼码 磚砖 礦矿 祿禄 禍祸
穩稳 窩窝 竊窃 筍笋 箏筝 篤笃 糞粪 糧粮 紗纱 紛纷 紡纺 索索 紮扎 紳绅 緒绪 綁绑 綢绸 緣缘 縫缝 繁繁 繭茧
纏缠 缽钵 罈坛 羨羡 聰聪 肅肃 脅胁 腫肿 膚肤 艦舰 莊庄 萊莱 蒼苍 蓮莲 蔔卜 蕭萧 藉藉 蘆芦 蘇苏 處处 虧亏
蠟蜡 衊蔑 襪袜 訪访 詐诈 詩诗 誠诚 誰谁 諒谅 謀谋 謊谎 謎谜 譯译 護护 讚赞 豈岂 豬猪 貍狸 貞贞 販贩 貪贪
貫贯 賀贺 賓宾 賤贱 賴赖 贊赞 趨趋 踐践 躍跃 軌轨 軸轴 輕轻 輩辈 轄辖 辭辞 遜逊 鄉乡 釋释 鈕钮 鉤钩 銳锐
鋒锋 錘锤 鍍镀 鎮镇 鏟铲 鑄铸 鑽钻 鑼锣 閉闭 閘闸 闖闯 關关 闢辟 陣阵 陳陈 陝陕 雖虽 雙双 雛雏 雞鸡 鞏巩
韋韦 韌韧 頌颂 頸颈 頻频 頰颊 顫颤 颱台 飄飘 餡馅 餸餸 騎骑 騙骗 騷骚 驅驱 驢驴 驟骤 骯肮 鬥斗 鬱郁 魯鲁
鯉鲤 鯊鲨 鰻鳗 鱷鳄 鴿鸽 鵬鹏 鶴鹤 鷹鹰 麵面 黴霉 齋斋 龜龟 擧举 舉举 麼么 嘆叹 噸吨 嚇吓 囑嘱 壺壶 墳坟
嬌娇 寵宠 峽峡 巖岩 幣币 廂厢 彎弯 悅悦 惱恼 惡恶 愛爱 愜惬 慘惨 慣惯 憂忧 懂懂 懼惧 戔戋 挾挟 捲卷 掄抡
掙挣 揮挥 搗捣 搧扇 撫抚 擬拟 擾扰 攔拦 敘叙 斃毙 暉晖 暈晕 曠旷 朮术 杴锨 枴拐 棲栖 槓杠 殯殡 氈毡 汙污
沈沈 洩泄 渾浑 溝沟 滾滚 漬渍 潑泼 濃浓 濺溅 瀏浏 灣湾 烏乌 煩烦 燉炖 燦灿 爺爷 猶犹 獄狱 琺珐 瓏珑 癡痴
碩硕 祕秘 禦御 穌稣 窯窑 竄窜 筆笔 箋笺 節节 範范 篩筛 簍篓 籌筹 粧妆 糊糊 紀纪 紉纫 級级 紐纽
絞绞 綴缀 緞缎 緩缓 締缔 緯纬 縣县 縱纵 繃绷 繳缴 纖纤 罵骂 羅罗 翹翘 聳耸 脹胀 臉脸 艱艰 芻刍 茲兹 蒞莅
薩萨 蘊蕴 虛虚 號号 蝕蚀 螢萤 蠅蝇 裊袅 褸褛 覽览 訝讶 詠咏 誇夸 誦诵 諸诸 謠谣 譜谱 讀读 貶贬 賄贿 賜赐
賦赋 贓赃 趁趁 蹺跷 軀躯 軒轩 輯辑 轎轿 辮辫 遙遥 遼辽 醞酝 醫医 鈍钝 鉅巨 銜衔 鋸锯 錄录 鍛锻 鎗枪 鐘钟
閘闸 闡阐 隸隶 雋隽 靂雳 鞦秋 韁缰 頃顷 頗颇 顛颠 饋馈 饑饥 駐驻 駕驾 駱骆 騰腾 驕骄 髏髅 鬍胡 魂魂 鯨鲸
鱗鳞 鳳凤 鳴鸣 鴻鸿 鵲鹊 麩麸 黷黩 鼴鼹 齜龇 檸柠 蘿萝 蔘参 燕燕 鳥鸟 麗丽 館馆 鐳镭 陸陆 晝昼 尷尴 鹹咸
創创 説说 稱称 戸户 註注 種种 無无 導导
`;

const SIMPLIFIED_OF: ReadonlyMap<string, string> = new Map(
  PAIRS.split(/\s+/)
    .filter((pair) => pair !== '')
    .map((pair): [string, string] => [pair[0]!, pair[1]!])
    .filter(([traditional, simplified]) => traditional !== simplified),
);

const TRADITIONAL = new RegExp(`[${[...SIMPLIFIED_OF.keys()].join('')}]`);
const EACH_TRADITIONAL = new RegExp(TRADITIONAL.source, 'g');

/** The text with its Traditional characters in their Simplified form, one UTF-16 code unit for one. */
export function toSimplified(text: string): string {
  return text.replace(EACH_TRADITIONAL, (c) => SIMPLIFIED_OF.get(c)!);
}

/** Whether the text has a character read in another, Simplified form. */
export function hasTraditional(text: string): boolean {
  return TRADITIONAL.test(text);
}
