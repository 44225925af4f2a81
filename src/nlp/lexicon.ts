// Built-in vocabulary: common Chinese words mapped to the account-name segments people
// usually give them (most specific first), and well-known merchants. An account matches a
// word when one of its segments equals one of these names (case-insensitive).

// Shared by the words for one kind of spending (住宿, 宾馆, 民宿...; 理发, 剪头, 美发...).
const LODGING = ['Hotel', 'Hotels', 'Lodging', 'Accommodation', 'Accommodations', 'Hostel', '住宿', '酒店', 'Travel', '旅行'];
const HAIRCUT = ['Haircut', 'Haircuts', 'Hair', 'Hairdresser', 'Barber', 'Salon', '理发', '美发', 'PersonalCare', 'Personal', 'Grooming', 'Beauty', '个护'];
// (Shopping after five names: a phone bill said beside the phone, 给手机充了100话费, is the bill's)
const CONVENIENCE = ['ConvenienceStore', 'Convenience', '便利店', 'Snacks', 'Groceries', 'Food'];
const KARAOKE = ['KTV', 'Karaoke', 'Entertainment', '娱乐'];
const ELECTRONICS = ['Electronics', 'Digital', 'Gadgets', '数码', '电子产品', 'Shopping'];
// A phone's bill or credit (话费), not the phone itself.
const PHONE_BILL = ['Phone', 'Mobile', 'Telecom', 'Cellphone', 'Utilities', '通讯'];
// A deposit paid, to be had back (押金).
const DEPOSIT = ['SecurityDeposit', 'Deposits', 'Deposit', '押金'];
// Fees charged by a bank or a service (手续费).
const FEES = ['Fees', 'Fee', 'BankFees', 'Charges', '手续费'];
const FLOWERS = ['Flowers', 'Flower', '鲜花', 'Gifts', 'Gift', '礼物'];
const GROCERIES = ['Groceries', 'Grocery', 'Vegetables', '买菜', 'Food'];
const HOUSEHOLD = ['Household', 'Daily', 'DailyGoods', 'Supplies', '日用', '日用品'];
const PENSION = ['Pension', 'Pensions', 'Retirement', '养老金', '退休金', 'Salary', 'Salaries', 'Wages', '工资'];
// A thing mended (修).
// (weekly pay 700 AUD CBA with Income:AU:Job aliased salary: a job's income is the pay, it was the
// first income account open, GSTRefund)
const SALARY = ['Salary', 'Salaries', 'Wages', 'Wage', 'Payroll', '工资', 'Job', 'Jobs', 'Work', 'Employment', 'PartTime'];
const REPAIRS = ['Repairs', 'Repair', 'Maintenance', '维修', '修理'];
const BEAUTY = ['Beauty', 'Cosmetics', 'Salon', '美容', 'PersonalCare', 'Personal', 'Grooming', '个护'];

/** Spending and income categories. */
export const CATEGORY_TERMS: Readonly<Record<string, readonly string[]>> = {
  // food and drink (eaten or drunk out: Restaurant as much as Dining, and coffee or tea bought at
  // a shop is Dining when neither an account for drinks nor Food itself is open; listed after
  // Food, whose rank they leave as it was)
  咖啡: ['Coffee', 'Cafe', '咖啡', 'Drinks', 'Beverages', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  拿铁: ['Coffee', 'Cafe', '咖啡', 'Drinks', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  奶茶: ['MilkTea', 'Tea', 'Drinks', 'Beverages', 'Snacks', '饮料', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  饮料: ['Drinks', 'Beverages', '饮料', 'Snacks', 'Food'],
  早餐: ['Breakfast', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  早饭: ['Breakfast', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  包子: ['Breakfast', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  豆浆: ['Breakfast', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  油条: ['Breakfast', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  早点: ['Breakfast', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  午饭: ['Lunch', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  午餐: ['Lunch', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  中饭: ['Lunch', 'Dining', 'Meals', 'Restaurant', '餐饮', 'Food'],
  晚饭: ['Dinner', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  晚餐: ['Dinner', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  夜宵: ['Dining', 'Meals', 'Snacks', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  宵夜: ['Dining', 'Meals', 'Snacks', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  吃饭: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  聚餐: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  // (a get-together, 同学聚会: a meal shared, as 聚餐 is; it was Uncategorized, or a gift copied from 同学's last entry)
  聚会: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food', 'Entertainment'],
  // (the dinner on New Year's Eve, eaten out or ordered in: it was Uncategorized)
  年夜饭: ['Dinner', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  外卖: ['Delivery', 'Takeout', 'Dining', 'Meals', '外卖', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  火锅: ['Dining', 'Restaurant', 'Restaurants', 'Meals', '餐饮', 'Food'],
  烧烤: ['Dining', 'Restaurant', 'Restaurants', 'Meals', '餐饮', 'Food'],
  // (a Japanese pub: a meal out, with drinks; it was the stand-in)
  居酒屋: ['Dining', 'Restaurant', 'Restaurants', 'Meals', 'Bars', '餐饮', 'Food'],
  饭卡: ['Canteen', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  食堂: ['Canteen', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  零食: ['Snacks', '零食', 'Food'],
  爆米花: ['Snacks', '零食', 'Food'],
  薯片: ['Snacks', '零食', 'Food'],
  花生: ['Snacks', '零食', 'Food'],
  // (买花 names flowers: 买花生 is peanuts bought, not flowers and a stray 生; nor is any of the
  // things named with 花 below bought flowers)
  买花生: ['Snacks', '零食', 'Food'],
  // (花生油, 花生酱 are cooking, 鲜花饼 a pastry, 可乐鸡翅 a dish: recheck QA, they were Snacks and Gifts)
  花生油: GROCERIES,
  买花生油: GROCERIES,
  花生酱: GROCERIES,
  买花生酱: GROCERIES,
  鲜花饼: ['Snacks', '零食', 'Food'],
  可乐鸡翅: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  花椒: GROCERIES,
  买花椒: GROCERIES,
  花菜: GROCERIES,
  买花菜: GROCERIES,
  花甲: GROCERIES,
  买花甲: GROCERIES,
  花蛤: GROCERIES,
  买花蛤: GROCERIES,
  花卷: ['Breakfast', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  买花卷: ['Breakfast', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  花茶: ['Tea', 'Drinks', 'Beverages', '饮料', 'Groceries', 'Food'],
  买花茶: ['Tea', 'Drinks', 'Beverages', '饮料', 'Groceries', 'Food'],
  花露水: HOUSEHOLD,
  买花露水: HOUSEHOLD,
  花洒: HOUSEHOLD,
  买花洒: HOUSEHOLD,
  花盆: HOUSEHOLD,
  买花盆: HOUSEHOLD,
  可乐: ['Drinks', 'Beverages', '饮料', 'Snacks', 'Food'],
  // Cantonese: 食晏 is lunch, 食饭 a meal, 饮茶 dim sum, 打边炉 hotpot, 买餸 and 街市 the groceries
  食晏: ['Lunch', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  食饭: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  饮茶: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  打边炉: ['Dining', 'Restaurant', 'Restaurants', 'Meals', '餐饮', 'Food'],
  买餸: ['Groceries', 'Grocery', 'Vegetables', '买菜', 'Food'],
  街市: ['Groceries', 'Grocery', 'Vegetables', '买菜', 'Food'],
  // a convenience store's is mostly food and drink (what was bought, when said, names it first)
  便利店: CONVENIENCE,
  全家: CONVENIENCE,
  罗森: CONVENIENCE,
  便利蜂: CONVENIENCE,
  美宜佳: CONVENIENCE,
  饭团: ['Snacks', 'Meals', '餐饮', 'Food'],
  小吃: ['Snacks', 'Dining', 'Meals', '餐饮', 'Food'],
  沙县: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  拉面: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  黄焖鸡: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  面条: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  吃面: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  米线: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  麻辣烫: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  日料: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  寿司: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  西餐: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  自助餐: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  煎饼: ['Breakfast', 'Dining', 'Meals', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  蛋糕: ['Snacks', 'Dessert', 'Food'],
  面包: ['Bakery', 'Snacks', 'Breakfast', 'Food'],
  汉堡: ['FastFood', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  // English words people type on the go (coffee and taxi also match account names)
  breakfast: ['Breakfast', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  brunch: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  lunch: ['Lunch', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  dinner: ['Dinner', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  supper: ['Dinner', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  meal: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  pizza: ['FastFood', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  coffee: ['Coffee', 'Cafe', '咖啡', 'Drinks', 'Beverages', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  latte: ['Coffee', 'Cafe', '咖啡', 'Drinks', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  groceries: ['Groceries', 'Grocery', 'Supermarket', '买菜', 'Food'],
  beer: ['Alcohol', 'Beer', 'Bars', 'Drinks', 'Food'],
  wine: ['Alcohol', 'Wine', 'Bars', 'Drinks', 'Food'],
  taxi: ['Taxi', 'Cab', 'RideHailing', 'Transport', 'Transportation', 'Transit'],
  uber: ['Taxi', 'Cab', 'RideHailing', 'RideShare', 'Transport', 'Transportation', 'Transit'],
  lyft: ['Taxi', 'Cab', 'RideHailing', 'RideShare', 'Transport', 'Transportation', 'Transit'],
  parking: ['Parking', 'Car', 'Auto', 'Transport'],
  dentist: ['Dental', 'Dentist', 'Medical', 'Health', 'Healthcare'],
  doctor: ['Medical', 'Doctor', 'Health', 'Healthcare'],
  hospital: ['Hospital', 'Medical', 'Health', 'Healthcare'],
  clinic: ['Medical', 'Clinic', 'Doctor', 'Hospital', 'Health', 'Healthcare'],
  vaccine: ['Vaccine', 'Vaccination', 'Medical', 'Hospital', 'Health', 'Healthcare'],
  vaccination: ['Vaccine', 'Vaccination', 'Medical', 'Hospital', 'Health', 'Healthcare'],
  pharmacy: ['Pharmacy', 'Medicine', 'Medical', 'Health', 'Healthcare'],
  book: ['Books', 'Book', 'Education', 'Reading'],
  books: ['Books', 'Book', 'Education', 'Reading'],
  gas: ['Fuel', 'Gasoline', 'Petrol', 'Gas', 'Car', 'Auto', 'Transport'],
  gasoline: ['Fuel', 'Gasoline', 'Petrol', 'Gas', 'Car', 'Auto', 'Transport'],
  petrol: ['Fuel', 'Gasoline', 'Petrol', 'Gas', 'Car', 'Auto', 'Transport'],
  subway: ['Subway', 'Metro', 'PublicTransport', 'Transit', 'Transport', 'Transportation'],
  metro: ['Subway', 'Metro', 'PublicTransport', 'Transit', 'Transport', 'Transportation'],
  bus: ['Bus', 'PublicTransport', 'Transit', 'Transport', 'Transportation'],
  train: ['Train', 'Rail', 'Travel', 'Transport', 'Transportation'],
  flight: ['Flights', 'Flight', 'Airfare', 'Air', 'Travel'],
  hotel: LODGING,
  movie: ['Movies', 'Movie', 'Cinema', 'Entertainment', '娱乐'],
  rent: ['Rent', 'Rental', '房租', 'Housing', 'Home'],
  'red packet': ['RedPacket', 'RedPackets', 'RedEnvelope', 'Hongbao', '红包', 'Gifts', 'Gift'],
  'red envelope': ['RedPacket', 'RedPackets', 'RedEnvelope', 'Hongbao', '红包', 'Gifts', 'Gift'],
  hongbao: ['RedPacket', 'RedPackets', 'RedEnvelope', 'Hongbao', '红包', 'Gifts', 'Gift'],
  karaoke: KARAOKE,
  ktv: KARAOKE,
  movies: ['Movies', 'Movie', 'Cinema', 'Entertainment', '娱乐'],
  cinema: ['Movies', 'Movie', 'Cinema', 'Entertainment', '娱乐'],
  netflix: ['Subscriptions', 'Subscription', 'Streaming', 'Entertainment', '娱乐'],
  spotify: ['Subscriptions', 'Subscription', 'Streaming', 'Music', 'Entertainment', '娱乐'],
  haircut: HAIRCUT,
  medicine: ['Pharmacy', 'Medicine', 'Medical', 'Health', 'Healthcare'],
  clothes: ['Clothing', 'Clothes', 'Apparel', 'Shopping'],
  shoes: ['Shoes', 'Clothing', 'Clothes', 'Apparel', 'Shopping'],
  snacks: ['Snacks', '零食', 'Food'],
  electricity: ['Electricity', 'Electric', 'Power', 'Utilities'],
  internet: ['Internet', 'Broadband', 'Utilities'],
  'phone bill': PHONE_BILL,
  'phone plan': PHONE_BILL,
  'phone credit': PHONE_BILL,
  'phone top up': PHONE_BILL,
  'phone top-up': PHONE_BILL,
  'mobile bill': PHONE_BILL,
  'mobile plan': PHONE_BILL,
  'data plan': PHONE_BILL,
  fee: FEES,
  fees: FEES,
  'school fee': ['Tuition', 'Education', '教育'],
  'school fees': ['Tuition', 'Education', '教育'],
  tuition: ['Tuition', 'Education', '教育'],
  hotpot: ['Dining', 'Restaurant', 'Restaurants', 'Meals', '餐饮', 'Food'],
  'hot pot': ['Dining', 'Restaurant', 'Restaurants', 'Meals', '餐饮', 'Food'],
  drinks: ['Drinks', 'Beverages', 'Bars', 'Alcohol', 'Food', 'Dining'],
  coffees: ['Coffee', 'Cafe', '咖啡', 'Drinks', 'Beverages', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  salary: SALARY,
  paycheck: SALARY,
  'weekly pay': SALARY,
  'fortnightly pay': SALARY,
  'monthly pay': SALARY,
  'take home pay': SALARY,
  'got paid': SALARY,
  payday: SALARY,
  bonus: ['Bonus', 'Salary'],
  dividend: ['Dividends', 'Dividend'],
  dividends: ['Dividends', 'Dividend'],
  interest: ['Interest'],
  // merchants whose trade says the category (their other spellings in MERCHANTS, KFC or McDonald's, say the same)
  肯德基: ['FastFood', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  麦当劳: ['FastFood', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  汉堡王: ['FastFood', 'Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  必胜客: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  海底捞: ['Dining', 'Meals', 'Restaurant', 'Restaurants', '餐饮', 'Food'],
  饿了么: ['Delivery', 'Takeout', 'Dining', 'Meals', '外卖', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  美团外卖: ['Delivery', 'Takeout', 'Dining', 'Meals', '外卖', '餐饮', 'Food', 'Restaurant', 'Restaurants'],
  瑞幸: ['Coffee', 'Cafe', '咖啡', 'Drinks', 'Beverages', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  星巴克: ['Coffee', 'Cafe', '咖啡', 'Drinks', 'Beverages', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  喜茶: ['MilkTea', 'Tea', 'Drinks', 'Beverages', 'Snacks', '饮料', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  奈雪: ['MilkTea', 'Tea', 'Drinks', 'Beverages', 'Snacks', '饮料', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  蜜雪冰城: ['MilkTea', 'Tea', 'Drinks', 'Beverages', 'Snacks', '饮料', 'Food', 'Dining', 'Restaurant', 'Restaurants'],
  盒马: ['Groceries', 'Grocery', 'Supermarket', '超市', 'Food'],
  叮咚买菜: ['Groceries', 'Grocery', 'Vegetables', '买菜', 'Food'],
  中石化: ['Fuel', 'Gas', 'Gasoline', 'Petrol', 'Car', 'Auto', 'Transport', '交通'],
  中石油: ['Fuel', 'Gas', 'Gasoline', 'Petrol', 'Car', 'Auto', 'Transport', '交通'],
  如家: LODGING,
  汉庭: LODGING,
  全季: LODGING,
  亚朵: LODGING,
  希尔顿: LODGING,
  万豪: LODGING,
  猫眼: ['Movies', 'Movie', 'Cinema', 'Entertainment', '娱乐'],
  万达影城: ['Movies', 'Movie', 'Cinema', 'Entertainment', '娱乐'],
  12306: ['Train', 'Rail', 'Travel', 'Transport', '交通'],
  // groceries
  超市: ['Groceries', 'Grocery', 'Supermarket', '超市', '日用', 'Food'],
  买菜: ['Groceries', 'Grocery', 'Vegetables', '买菜', 'Food'],
  蔬菜: ['Groceries', 'Grocery', 'Vegetables', 'Food'],
  水果: ['Fruit', 'Fruits', 'Groceries', 'Grocery', '水果', 'Food'],
  鸡蛋: ['Groceries', 'Grocery', 'Food'],
  猪肉: ['Groceries', 'Grocery', 'Meat', 'Food'],
  牛肉: ['Groceries', 'Grocery', 'Meat', 'Food'],
  牛奶: ['Groceries', 'Grocery', 'Dairy', 'Drinks', 'Food'],
  大米: ['Groceries', 'Grocery', 'Food'],
  食用油: ['Groceries', 'Grocery', 'Food'],
  啤酒: ['Alcohol', 'Beer', 'Bars', 'Drinks', 'Food'],
  白酒: ['Alcohol', 'Liquor', 'Drinks', 'Food'],
  // (what a market sells said by name: 青菜, 豆腐; meat, fish and rice said bought, 买肉, as 肉 and 米
  // alone are in other words, 肉夹馍, 小米; and 一袋米 or 两斤肉 would make the amount before them a count)
  青菜: ['Groceries', 'Grocery', 'Vegetables', '买菜', 'Food'],
  豆腐: ['Groceries', 'Grocery', 'Vegetables', '买菜', 'Food'],
  // (not 西瓜 alone: 西瓜卡 is Suica, a Japanese transit card)
  买西瓜: ['Fruit', 'Fruits', 'Groceries', 'Grocery', '水果', 'Food'],
  买肉: ['Groceries', 'Grocery', 'Meat', '买菜', 'Food'],
  买鱼: ['Groceries', 'Grocery', '买菜', 'Food'],
  买米: ['Groceries', 'Grocery', 'Food'],
  日用品: ['Household', 'Groceries', 'Supplies', '日用', 'Daily', 'DailyGoods', '日用品'],
  // household goods, to the account for daily goods (not groceries when there is none)
  牙膏: ['Household', 'Daily', 'DailyGoods', 'Supplies', '日用', '日用品'],
  牙刷: ['Household', 'Daily', 'DailyGoods', 'Supplies', '日用', '日用品'],
  洗衣液: ['Household', 'Daily', 'DailyGoods', 'Supplies', '日用', '日用品'],
  洗衣粉: ['Household', 'Daily', 'DailyGoods', 'Supplies', '日用', '日用品'],
  洗洁精: ['Household', 'Daily', 'DailyGoods', 'Supplies', '日用', '日用品'],
  卫生纸: ['Household', 'Daily', 'DailyGoods', 'Supplies', '日用', '日用品'],
  拖把: ['Household', 'Daily', 'DailyGoods', 'Supplies', '日用', '日用品'],
  // transport (Hong Kong's and Taiwan's words too: 的士, 搭巴士, 港铁, 捷运, 计程车, 电车 the tram)
  的士: ['Taxi', 'Cab', 'RideHailing', '打车', 'Transport', 'Transportation', 'Transit', 'Traffic', '交通'],
  计程车: ['Taxi', 'Cab', '打车', 'Transport', 'Transportation', 'Transit', 'Traffic', '交通'],
  巴士: ['Bus', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  小巴: ['Bus', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  电车: ['Tram', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  港铁: ['Subway', 'Metro', 'MTR', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  捷运: ['Subway', 'Metro', 'MRT', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  渡轮: ['Ferry', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  搭船: ['Ferry', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  打车: ['Taxi', 'Cab', 'RideHailing', '打车', 'Transport', 'Transportation', 'Transit', 'Traffic', '交通'],
  打的: ['Taxi', 'Cab', 'RideHailing', '打车', 'Transport', 'Transportation', 'Transit', 'Traffic', '交通'],
  出租车: ['Taxi', 'Cab', '打车', 'Transport', 'Transportation', 'Transit', 'Traffic', '交通'],
  滴滴: ['Taxi', 'Cab', 'RideHailing', '打车', 'Transport', 'Transportation', 'Transit', 'Traffic', '交通'],
  地铁: ['Subway', 'Metro', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  公交: ['Bus', 'PublicTransport', 'Transit', 'Subway', 'Transport', 'Transportation', 'Traffic', '交通'],
  公交卡: ['TransitCard', 'PublicTransport', 'Transit', 'Bus', 'Subway', 'Transport', 'Transportation', 'Traffic', '交通'],
  交通卡: ['TransitCard', 'PublicTransport', 'Transit', 'Subway', 'Transport', 'Transportation', '交通'],
  加油: ['Fuel', 'Gas', 'Gasoline', 'Petrol', 'Car', 'Auto', 'Transport', '交通'],
  // the car's insurance, 交强险 the compulsory one (交强险 950 建行 was the catch-all)
  车险: ['CarInsurance', 'AutoInsurance', 'VehicleInsurance', 'Insurance', '车险', '保险', 'Car', 'Auto'],
  交强险: ['CarInsurance', 'AutoInsurance', 'VehicleInsurance', 'Insurance', '车险', '保险', 'Car', 'Auto'],
  汽车保险: ['CarInsurance', 'AutoInsurance', 'VehicleInsurance', 'Insurance', '车险', '保险', 'Car', 'Auto'],
  共享单车: ['Bike', 'Bicycle', 'BikeShare', 'Cycling', 'Transport', 'Transportation', 'Transit', '交通'],
  单车: ['Bike', 'Bicycle', 'BikeShare', 'Cycling', 'Transport', 'Transportation', 'Transit', '交通'],
  停车: ['Parking', 'Car', 'Auto', 'Transport', '交通'],
  停车费: ['Parking', 'Car', 'Auto', 'Transport', '交通'],
  过路费: ['Tolls', 'Toll', 'Car', 'Auto', 'Transport', '交通'],
  高速费: ['Tolls', 'Toll', 'Car', 'Auto', 'Transport', '交通'],
  // 高速 alone is the motorway's toll (高速 95 ETC, 高速公路 60), but not where it means fast:
  // 高速下载, 高速网络 and 高速铁路 are words of their own, so 高速 is not matched inside them
  高速: ['Tolls', 'Toll', 'Car', 'Auto', 'Transport', '交通'],
  高速公路: ['Tolls', 'Toll', 'Car', 'Auto', 'Transport', '交通'],
  高速下载: ['Internet', 'Broadband', 'Subscriptions', '网络'],
  高速网络: ['Internet', 'Broadband', 'Utilities', '网络'],
  高速宽带: ['Internet', 'Broadband', 'Utilities', '网络'],
  高速上网: ['Internet', 'Broadband', 'Utilities', '网络'],
  高速铁路: ['Train', 'Rail', 'Travel', 'Transport', '交通'],
  高速列车: ['Train', 'Rail', 'Travel', 'Transport', '交通'],
  高铁: ['Train', 'Rail', 'Travel', 'Transport', '交通'],
  火车: ['Train', 'Rail', 'Travel', 'Transport', '交通'],
  // (a traveller's words: 新干线 the Japanese high-speed train, 机场大巴 the airport coach; both were the stand-in)
  动车: ['Train', 'Rail', 'Travel', 'Transport', '交通'],
  新干线: ['Train', 'Rail', 'Travel', 'Transport', '交通'],
  大巴: ['Bus', 'Coach', 'Shuttle', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  机场大巴: ['AirportBus', 'Bus', 'Coach', 'Shuttle', 'PublicTransport', 'Transit', 'Transport', 'Transportation', 'Traffic', '交通'],
  机票: ['Flights', 'Flight', 'Airfare', 'Travel', '旅行', 'Transport', 'Transportation', '交通'],
  飞机: ['Flights', 'Flight', 'Airfare', 'Travel', '旅行', 'Transport', 'Transportation', '交通'],
  // home
  宽频: ['Internet', 'Broadband', 'Utilities', '网络'],
  房租: ['Rent', '房租', 'Housing', 'Home'],
  租金: ['Rent', '房租', 'Housing', 'Home'],
  // rent collected (a landlord's income), or paid when someone else collects it (房东收租)
  收租: ['Rent', '房租', 'Housing', 'Home'],
  物业费: ['PropertyFee', 'Property', 'HOA', 'Housing', 'Home'],
  电费: ['Electricity', 'Electric', 'Power', 'Utilities', '水电'],
  水费: ['Water', 'Utilities', '水电'],
  燃气费: ['Gas', 'Utilities'],
  煤气费: ['Gas', 'Utilities'],
  网费: ['Internet', 'Broadband', 'Utilities', '网络'],
  宽带: ['Internet', 'Broadband', 'Utilities', '网络'],
  话费: ['Phone', 'Mobile', 'Telecom', 'Cellphone', 'Utilities', '通讯'],
  // 给手机充值 tops up the phone's credit, not a wallet
  手机充值: ['Phone', 'Mobile', 'Telecom', 'Cellphone', 'Utilities', '通讯'],
  手机费: ['Phone', 'Mobile', 'Telecom', 'Cellphone', 'Utilities', '通讯'],
  // shopping
  衣服: ['Clothing', 'Clothes', 'Apparel', '服饰', 'Shopping'],
  // (a bag bought: 手袋, 手提包; 买包 is left to history, since 买包子 buys buns, and 包包 too, since 35包 counts packs)
  手袋: ['Bags', 'Bag', 'Handbags', 'Handbag', '箱包', 'Shopping'],
  手提包: ['Bags', 'Bag', 'Handbags', 'Handbag', '箱包', 'Shopping'],
  箱包: ['Bags', 'Bag', 'Luggage', '箱包', 'Shopping'],
  鞋: ['Shoes', 'Clothing', 'Clothes', 'Apparel', 'Shopping'],
  裤子: ['Clothing', 'Clothes', 'Apparel', 'Shopping'],
  羽绒服: ['Clothing', 'Clothes', 'Apparel', 'Shopping'],
  外套: ['Clothing', 'Clothes', 'Apparel', 'Shopping'],
  大衣: ['Clothing', 'Clothes', 'Apparel', 'Shopping'],
  衬衫: ['Clothing', 'Clothes', 'Apparel', 'Shopping'],
  裙子: ['Clothing', 'Clothes', 'Apparel', 'Shopping'],
  书: ['Books', 'Book', '书', 'Education', 'Reading'],
  网购: ['Shopping', 'Online'],
  买嘢: ['Shopping', '购物'],
  天猫: ['Shopping', 'Online', '购物', '网购'],
  优衣库: ['Clothing', 'Clothes', 'Apparel', '服饰', 'Shopping'],
  山姆: ['Groceries', 'Grocery', 'Supermarket', 'Food', 'Shopping'],
  开市客: ['Groceries', 'Grocery', 'Supermarket', 'Food', 'Shopping'],
  拼多多: ['Shopping', 'Online', '购物', '网购'],
  数码: ELECTRONICS,
  手机: ELECTRONICS,
  手机号: ['Phone', 'Mobile', 'Telecom', 'Cellphone', 'Utilities', '通讯'],
  电脑: ELECTRONICS,
  笔记本电脑: ELECTRONICS,
  平板: ELECTRONICS,
  耳机: ELECTRONICS,
  相机: ELECTRONICS,
  充电器: ELECTRONICS,
  显示器: ELECTRONICS,
  键盘: ELECTRONICS,
  鼠标: ELECTRONICS,
  macbook: ELECTRONICS,
  iphone: ELECTRONICS,
  ipad: ELECTRONICS,
  家电: ['Appliances', 'HomeAppliances', '家电', 'Electronics', 'Household', 'Home', 'Shopping'],
  // health
  医院: ['Medical', 'Hospital', 'Health', 'Healthcare', '医疗'],
  看病: ['Medical', 'Hospital', 'Health', 'Healthcare', '医疗'],
  挂号: ['Medical', 'Hospital', 'Health', 'Healthcare', '医疗'],
  住院: ['Hospital', 'Medical', 'Health', 'Healthcare', '医疗'],
  门诊: ['Medical', 'Hospital', 'Health', 'Healthcare', '医疗'],
  急诊: ['Hospital', 'Medical', 'Health', 'Healthcare', '医疗'],
  诊所: ['Medical', 'Clinic', 'Doctor', 'Hospital', 'Health', 'Healthcare', '医疗'],
  手术: ['Hospital', 'Medical', 'Health', 'Healthcare', '医疗'],
  // (出院结算 自付 3170: the bill of a stay in hospital, Expenses:Medical:Inpatient when open)
  出院: ['Inpatient', 'Hospital', 'Medical', 'Health', 'Healthcare', '医疗'],
  输液: ['Medical', 'Hospital', 'Health', 'Healthcare', '医疗'],
  打点滴: ['Medical', 'Hospital', 'Health', 'Healthcare', '医疗'],
  疫苗: ['Vaccine', 'Vaccination', 'Medical', 'Hospital', 'Health', 'Healthcare', '医疗'],
  打针: ['Medical', 'Hospital', 'Health', 'Healthcare', '医疗'],
  药: ['Pharmacy', 'Medicine', 'Medical', 'Health', 'Healthcare', '医疗'],
  买药: ['Pharmacy', 'Medicine', 'Medical', 'Health', 'Healthcare', '医疗'],
  健身: ['Fitness', 'Gym', 'Sports', 'Health'],
  体检: ['Checkup', 'Medical', 'Health', 'Healthcare', '医疗'],
  牙医: ['Dental', 'Dentist', 'Medical', 'Health', 'Healthcare', '医疗'],
  看牙: ['Dental', 'Dentist', 'Medical', 'Health', 'Healthcare', '医疗'],
  补牙: ['Dental', 'Dentist', 'Medical', 'Health', 'Healthcare', '医疗'],
  洗牙: ['Dental', 'Dentist', 'Medical', 'Health', 'Healthcare', '医疗'],
  拔牙: ['Dental', 'Dentist', 'Medical', 'Health', 'Healthcare', '医疗'],
  牙科: ['Dental', 'Dentist', 'Medical', 'Health', 'Healthcare', '医疗'],
  // a thing mended (修 热水器, 叫师傅 修空调): a repair, as 维修 and 修理 are (it was no category, or
  // Food); the words where 修 is no repair, said before it or with it, are theirs or none (修眉, 进修,
  // 修改; 修车 stays as it was read, by the ledger's own names; 装修 is a renovation, else a repair)
  修: REPAIRS,
  // (repair aircon 300 was Food, warned; not fix/fixed: fixed deposit, fixed rate)
  repair: REPAIRS,
  repairs: REPAIRS,
  repaired: REPAIRS,
  // (fixed the water heater 380: a thing mended, the water of water heater was the water bill; fix
  // with what was fixed after it, not fixed deposit or fixed rate)
  'fix the': REPAIRS,
  'fixed the': REPAIRS,
  'fixing the': REPAIRS,
  'fix my': REPAIRS,
  'fixed my': REPAIRS,
  'fixing my': REPAIRS,
  'fixed a': REPAIRS,
  'got fixed': REPAIRS,
  // (an appliance of the home, not water: bought it is the home's, else its upkeep)
  'water heater': ['Appliances', 'HomeAppliances', '家电', 'Household', 'Home', 'Shopping', ...REPAIRS],
  plumber: REPAIRS,
  handyman: REPAIRS,
  // (空调 加氟: the air conditioner refilled, upkeep)
  加氟: REPAIRS,
  修眉: BEAUTY,
  修脚: BEAUTY,
  修指甲: BEAUTY,
  进修: ['Training', 'Education', '教育'],
  修车: [],
  装修: ['Renovation', 'Renovations', 'Decoration', '装修', ...REPAIRS],
  修改: [],
  修图: [],
  修身: [],
  修正液: [],
  理发: HAIRCUT,
  剪头: HAIRCUT,
  剪发: HAIRCUT,
  剪头发: HAIRCUT,
  美发: HAIRCUT,
  洗头: HAIRCUT,
  洗剪吹: HAIRCUT,
  烫头: HAIRCUT,
  烫发: HAIRCUT,
  染发: HAIRCUT,
  做头发: HAIRCUT,
  美容: BEAUTY,
  美甲: BEAUTY,
  // leisure
  酒店: LODGING,
  住宿: LODGING,
  宾馆: LODGING,
  旅馆: LODGING,
  民宿: ['Homestay', 'Airbnb', ...LODGING],
  客栈: LODGING,
  电影: ['Movies', 'Movie', 'Cinema', 'Entertainment', '娱乐'],
  唱K: KARAOKE,
  K歌: KARAOKE,
  唱歌: KARAOKE,
  门票: ['Tickets', 'Entertainment', 'Travel'],
  游戏: ['Games', 'Gaming', 'Entertainment', '娱乐'],
  王者荣耀: ['Games', 'Game', '游戏', 'Gaming', 'Entertainment', '娱乐'],
  原神: ['Games', 'Game', '游戏', 'Gaming', 'Entertainment', '娱乐'],
  彩票: ['Lottery', 'Gambling', 'Entertainment', '娱乐'],
  会员: ['Subscriptions', 'Subscription', 'Membership', 'Entertainment'],
  学费: ['Tuition', 'Education', '教育'],
  培训: ['Training', 'Education', '教育'],
  保险: ['Insurance', '保险'],
  理赔: ['InsuranceClaims', 'Claims', 'Insurance', 'Compensation', '理赔', '保险'],
  运费险: ['Insurance', '保险'],
  // insurance bought for oneself (it was the catch-all with Expenses:Insurance:Commercial open and no alias)
  重疾险: ['CriticalIllness', 'CommercialInsurance', 'Commercial', 'Insurance', '保险'],
  商业保险: ['CommercialInsurance', 'Commercial', 'Insurance', '保险'],
  意外险: ['Accident', 'CommercialInsurance', 'Commercial', 'Insurance', '保险'],
  // a loan's interest (房贷利息 3000 with Expenses:Housing:MortgageInterest and no alias)
  房贷利息: ['MortgageInterest', 'HomeLoanInterest', 'Interest', '利息'],
  车贷利息: ['CarLoanInterest', 'LoanInterest', 'AutoLoanInterest', 'Interest', '利息'],
  // (社保 2100 on a payslip: the social insurance taken off the wages)
  // (not Social alone: Expenses:Social may be going out with friends)
  社保: ['SocialInsurance', 'SocialSecurity', 'Insurance', '社保', '保险'],
  // (社保卡 is the medical card, a wallet, not the insurance paid)
  社保卡: ['MedicalCard', 'SocialSecurityCard', '医保卡', '社保卡'],
  个税: ['IncomeTax', 'Tax', 'Taxes', '税'],
  退税: ['IncomeTax', 'Tax', 'Taxes', '税'],
  税: ['Tax', 'Taxes', 'IncomeTax', '税'],
  // money in and out
  // (a shop's receivable named for its customers, Assets:Receivable:Customers, is whom 客户还款 pays back)
  客户: ['Customers', 'Customer', 'Clients', 'Client', '客户'],
  顾客: ['Customers', 'Customer', 'Clients', 'Client', '客户'],
  买家: ['Customers', 'Customer', 'Buyers', 'Buyer', '客户'],
  营业额: ['Sales', 'Revenue', '营业额', '销售'],
  营业款: ['Sales', 'Revenue', '营业额', '销售'],
  销售额: ['Sales', 'Revenue', '营业额', '销售'],
  销售款: ['Sales', 'Revenue', '营业额', '销售'],
  // (爸妈转了2000生活费 on a ledger with Income:Allowance and no alias: it was the catch-all)
  生活费: ['Allowance', 'Allowances', 'Stipend', 'PocketMoney', '生活费'],
  零花钱: ['Allowance', 'Allowances', 'PocketMoney', '零花钱', '生活费'],
  零用钱: ['Allowance', 'Allowances', 'PocketMoney', '零花钱', '生活费'],
  工资: SALARY,
  // A pension, by any of its three names, goes to one account: a pension's own, else the salary's
  // (养老金 and 退休金 were the catch-all, 退休工资 the salary by its 工资)
  养老金: PENSION,
  退休金: PENSION,
  退休工资: PENSION,
  薪水: ['Salary', 'Salaries', 'Wages', 'Payroll', '工资'],
  奖金: ['Bonus', '奖金', 'Salary'],
  年终奖: ['Bonus', '奖金', 'Salary'],
  // pay for extra hours or days (加班费 1500 was the catch-all, spent)
  加班费: ['Overtime', '加班费', 'Salary', 'Salaries', 'Wages', '工资', 'Bonus'],
  值班费: ['Overtime', '加班费', 'Salary', 'Salaries', 'Wages', '工资', 'Bonus'],
  夜班费: ['Overtime', '加班费', 'Salary', 'Salaries', 'Wages', '工资', 'Bonus'],
  全勤奖: ['Bonus', '奖金', 'Salary'],
  利是: ['RedPacket', 'RedPackets', 'RedEnvelope', 'Hongbao', '红包', 'Gifts', 'Gift'],
  红包: ['RedPacket', 'RedPackets', 'RedEnvelope', 'Hongbao', '红包', 'Gifts', 'Gift'],
  礼物: ['Gifts', 'Gift', '礼物'],
  份子钱: ['Gifts', 'Gift', 'RedPacket'],
  压岁钱: ['RedPacket', 'RedPackets', 'Hongbao', '红包', 'Gifts', 'Gift'],
  随礼: ['Gifts', 'Gift', 'RedPacket'],
  随份子: ['Gifts', 'Gift', 'RedPacket'],
  份子: ['Gifts', 'Gift', 'RedPacket'],
  礼金: ['Gifts', 'Gift', 'RedPacket'],
  // money given at a funeral (帛金, 白事的礼金)
  帛金: ['Gifts', 'Gift', 'RedPacket'],
  礼品: ['Gifts', 'Gift', '礼物'],
  // money given to one's parents (孝敬爸妈 1000)
  孝敬: ['Gifts', 'Gift', '礼物'],
  // flowers bought (给女朋友买花) are most often a present
  鲜花: FLOWERS,
  花束: FLOWERS,
  买花: FLOWERS,
  送花: FLOWERS,
  利息: ['Interest', '利息'],
  分红: ['Dividends', 'Dividend', '分红'],
  股息: ['Dividends', 'Dividend', '分红'],
  派息: ['Dividends', 'Dividend', '分红'],
  收益: ['Returns', 'Yield', 'Investment', 'Investments', 'Interest'],
  理财: ['Investment', 'Investments', 'Returns', 'Yield'],
  报销: ['Reimbursement', 'Reimbursements', 'Reimburse', 'Reimbursable', 'Reimbursables'],
  押金: DEPOSIT,
  // the noun said so that it is no verb (`deposit 500 into Alipay` moves money: no account of it)
  'rent deposit': DEPOSIT,
  'security deposit': DEPOSIT,
  'damage deposit': DEPOSIT,
  'key deposit': DEPOSIT,
  'deposit back': DEPOSIT,
  'deposit refund': DEPOSIT,
  'deposit refunded': DEPOSIT,
  'deposit returned': DEPOSIT,
  稿费: ['Royalties', 'Freelance', 'SideJob'],
  兼职: ['Freelance', 'SideJob', 'PartTime'],
  // an invoice paid (to me): invoice paid $2,500 chase
  invoice: ['Freelance', 'Invoices', 'SideJob'],
  返现: ['Cashback', 'Rebates', 'Rebate'],
  手续费: ['Fees', 'Fee', 'BankFees', 'Charges', '手续费'],
  // a platform's cut of a driver's or a shop's takings (滴滴 流水 8000 抽成 1600 到手 6400)
  抽成: ['Commission', 'Commissions', 'PlatformFees', 'PlatformFee', 'Fees', 'Fee', 'Charges', '手续费'],
  平台抽成: ['Commission', 'Commissions', 'PlatformFees', 'PlatformFee', 'Fees', 'Fee', 'Charges', '手续费'],
  // what a coin's network charges to move it (从币安转 0.1 BTC 到冷钱包 矿工费 0.0005)
  矿工费: FEES,
  提币费: FEES,
  // what a card, 花呗 or 白条 charges for paying in instalments (白条 分期 服务费 4.5: 服务费 alone is a
  // restaurant's or a platform's, no bank fee; it was uncategorised)
  分期服务费: ['InstallmentFee', 'InstallmentFees', 'Fees', 'Fee', 'BankFees', 'Charges', '手续费'],
  分期手续费: ['InstallmentFee', 'InstallmentFees', 'Fees', 'Fee', 'BankFees', 'Charges', '手续费'],
  年费: ['AnnualFee', 'AnnualFees', 'Fees', 'Fee', 'BankFees', 'Charges'],
  罚款: ['Fines', 'Fine', 'Penalties', 'Penalty', 'Fees'],
  捐款: ['Donations', 'Donation', 'Charity', 'Gifts'],
  捐赠: ['Donations', 'Donation', 'Charity', 'Gifts'],
  快递: ['Postage', 'Shipping', 'Courier', 'Express', '快递'],
  快递费: ['Postage', 'Shipping', 'Courier', 'Express', '快递'],
  洗衣: ['Laundry', 'DryCleaning', 'Household'],
  干洗: ['Laundry', 'DryCleaning', 'Household'],
  打印: ['Printing', 'Office', 'Stationery'],
};

/** Financial institutions and payment channels: these name funding accounts. */
const INSTITUTIONS: Readonly<Record<string, readonly string[]>> = {
  招行: ['CMB', 'ZhaoShang', 'CMBC', '招商', '招行', '招商银行'],
  招商: ['CMB', 'ZhaoShang', '招商', '招行', '招商银行'],
  招商银行: ['CMB', 'ZhaoShang', '招商', '招行', '招商银行'],
  工行: ['ICBC', '工行', '工商', '工商银行'],
  工商银行: ['ICBC', '工行', '工商', '工商银行'],
  建行: ['CCB', '建行', '建设银行'],
  建设银行: ['CCB', '建行', '建设银行'],
  农行: ['ABC', '农行', '农业银行'],
  农业银行: ['ABC', '农行', '农业银行'],
  中行: ['BOC', '中行', '中国银行'],
  中国银行: ['BOC', '中行', '中国银行'],
  交行: ['BOCOM', 'BCM', '交行', '交通银行'],
  交通银行: ['BOCOM', 'BCM', '交行', '交通银行'],
  浦发: ['SPDB', '浦发'],
  中信: ['CITIC', '中信'],
  花旗: ['Citi', 'Citibank', '花旗', '花旗银行'],
  花旗银行: ['Citi', 'Citibank', '花旗', '花旗银行'],
  邮储: ['PSBC', '邮储'],
  支付宝: ['Alipay', 'AliPay', '支付宝'],
  微信: ['WeChat', 'WeChatPay', 'Weixin', '微信', '零钱'],
  微信支付: ['WeChat', 'WeChatPay', 'Weixin', '微信', '零钱'],
  零钱: ['WeChat', 'WeChatPay', '零钱', '微信'],
  零钱通: ['LingQianTong', 'WeChat', '零钱通'],
  余额宝: ['Yuebao', 'YuEBao', '余额宝'],
  花呗: ['Huabei', 'HuaBei', '花呗'],
  借呗: ['Jiebei', 'JieBei', '借呗'],
  白条: ['Baitiao', 'JDBaitiao', '白条'],
  信用卡: ['CreditCard', 'CreditCards', 'Credit', '信用卡'],
  // 刷卡 (paid by card): a card, the credit card first, as it is most often one
  刷卡: ['CreditCard', 'CreditCards', 'Credit', '信用卡', 'DebitCard', 'Debit', '银行卡'],
  云闪付: ['UnionPay', 'YunShanFu', 'QuickPass', '云闪付'],
  储蓄卡: ['Checking', 'Debit', 'DebitCard', 'Savings', 'Bank', '储蓄卡'],
  银行卡: ['Bank', 'Checking', 'Debit', 'DebitCard', '银行卡', '银行'],
  现金: ['Cash', '现金'],
  cash: ['Cash', '现金'],
  venmo: ['Venmo'],
  // (pharmacy 7.45 paypal with no PayPal account was warned "no payment account named")
  paypal: ['PayPal', 'Paypal'],
  'credit card': ['CreditCard', 'CreditCards', 'Credit', '信用卡'],
  'debit card': ['Checking', 'Debit', 'DebitCard', 'Savings', 'Bank', '储蓄卡'],
  'bank card': ['Bank', 'Checking', 'Debit', 'DebitCard', '银行卡', '银行'],
  公积金: ['HousingFund', 'ProvidentFund', '公积金'],
  // (withdrew 20000 from housing fund to CCB took it from the bank most used)
  'housing fund': ['HousingFund', 'ProvidentFund', '公积金'],
  'provident fund': ['HousingFund', 'ProvidentFund', '公积金'],
};

/**
 * Loans of mine (还房贷 8200 with Liabilities:Mortgage and no alias: it went to the credit card).
 * No wallet: a ledger without them is not told 房贷 names no account it pays from.
 */
export const LOAN_TERMS: Readonly<Record<string, readonly string[]>> = {
  房贷: ['Mortgage', 'Mortgages', 'HomeLoan', 'HouseLoan', '房贷'],
  按揭: ['Mortgage', 'Mortgages', 'HomeLoan', 'HouseLoan', '房贷'],
  车贷: ['CarLoan', 'CarLoans', 'AutoLoan', 'AutoLoans', '车贷'],
};

// Misheard as words that are also words of their own (花被 a flowered quilt, 买了条花被; 公行 in 办公行政,
// 老公行不行): those wallets only where a wallet is said (花被付的, 用公行卡, ，公行。), see mentions.ts.
const MISHEARD_AS_WORDS_OF_THEIR_OWN: Readonly<Record<string, string>> = { 花被: '花呗', 花贝: '花呗', 借被: '借呗', 借贝: '借呗', 公行: '工行' };
export const MISHEARD_WALLETS_WITH_OTHER_MEANINGS: ReadonlySet<string> = new Set(Object.keys(MISHEARD_AS_WORDS_OF_THEIR_OWN));

// How voice dictation mishears them (打车十八块，威信付的): other spellings of the same words.
const MISHEARD_INSTITUTIONS: Readonly<Record<string, string>> = {
  之付宝: '支付宝', 支付包: '支付宝', 只付宝: '支付宝',
  威信: '微信', 微心: '微信',
  招航: '招行', 朝行: '招行',
  余额包: '余额宝',
  ...MISHEARD_AS_WORDS_OF_THEIR_OWN,
};

/**
 * Word -> how dictation mishears it (余额宝: 余额包), for the misheard spellings that are no words of
 * their own: the ledger's alias 余额宝 is named by 余额包 too.
 */
export const MISHEARD_SPELLINGS: ReadonlyMap<string, readonly string[]> = Object.entries(MISHEARD_INSTITUTIONS)
  .filter(([other]) => !MISHEARD_WALLETS_WITH_OTHER_MEANINGS.has(other))
  .reduce((map, [other, word]) => map.set(word, [...(map.get(word) ?? []), other]), new Map<string, string[]>());

// Typed as their pinyin initials (午饭 30 wx, zfb 打车 15), as chats write them.
const ABBREVIATED_INSTITUTIONS: Readonly<Record<string, string>> = {
  zfb: '支付宝',
  wx: '微信',
};

export const INSTITUTION_TERMS: Readonly<Record<string, readonly string[]>> = {
  ...INSTITUTIONS,
  ...Object.fromEntries(Object.entries({ ...MISHEARD_INSTITUTIONS, ...ABBREVIATED_INSTITUTIONS }).map(([other, word]) => [other, INSTITUTIONS[word]!])),
};

/** Where lent money goes (借给小王500) and borrowed money comes from. */
export const RECEIVABLE_SEGMENTS: readonly string[] = ['Receivables', 'Receivable', 'AccountsReceivable', 'Loans', 'Loan', 'Lent', 'Lending', '应收', '应收款', '借出'];
export const PAYABLE_SEGMENTS: readonly string[] = ['Payables', 'Payable', 'AccountsPayable', 'Loans', 'Loan', 'Borrowed', 'Borrowings', 'Debts', 'Debt', '应付', '借入', '欠款', '借款'];
/** An account kept for what friends and family lend or owe, named for no one of them (Liabilities:Friends): for people, not bills or banks. */
export const FRIENDS_SEGMENTS: readonly string[] = ['Friends', 'Friend', 'Family', '朋友', '亲友'];
/** Claims that are nobody's in particular: what the employer owes back (报销), deposits paid (押金). */
export const REIMBURSABLE_SEGMENTS: readonly string[] = ['Reimbursable', 'Reimbursables', 'Reimbursement', 'Reimbursements', '报销', '待报销'];
export const DEPOSIT_SEGMENTS: readonly string[] = ['SecurityDeposit', 'SecurityDeposits', 'Deposits', 'Deposit', '押金'];
/** Goods held to sell or to use (Assets:Inventory:Tea, Assets:库存): bought into and used up, never a wallet that pays. */
export const INVENTORY_SEGMENTS: readonly string[] = ['Inventory', 'Inventories', 'Merchandise', 'Goods', 'RawMaterials', '库存', '存货', '库存商品', '商品', '原材料'];
/** The cost of the goods sold (Expenses:COGS): stock used up, not money paid for anything. */
export const COST_OF_GOODS_SEGMENTS: readonly string[] = ['COGS', 'CostOfGoodsSold', 'CostOfGoods', 'CostOfSales', 'CostOfRevenue', '成本', '销售成本', '营业成本', '主营业务成本'];
/** The account of the cash in one's pocket (取现 puts money there, 存现金 takes it out). */
export const CASH_SEGMENTS: readonly string[] = ['Cash', '现金'];
/** Segments of an account for gifts given (Expenses:Gifts). */
export const GIFT_SEGMENTS: readonly string[] = ['Gifts', 'Gift', '礼物'];
/** Segments that mark a catch-all spending or income account. */
export const UNCATEGORIZED_SEGMENTS: readonly string[] = ['Uncategorized', 'Unknown', 'Misc', 'Miscellaneous', 'Other', 'Others', 'General', '其他', '未分类', '杂项'];

/** Merchants people name in passing; the first spelling is the payee written. */
export const MERCHANTS: readonly (readonly string[])[] = [
  ['全家', 'FamilyMart'], ['罗森', 'Lawson'], ['7-11', '7-Eleven', '711', '7-ELEVEn'], ['便利蜂'], ['美宜佳'],
  ['肯德基', 'KFC'], ['麦当劳', "McDonald's", '金拱门'], ['汉堡王', 'Burger King'], ['必胜客', 'Pizza Hut'], ['德克士'],
  ['星巴克', 'Starbucks'], ['瑞幸', 'luckin', 'Luckin'], ['Costa'], ['喜茶'], ['奈雪'], ['蜜雪冰城'], ['一点点'], ['茶百道'], ['霸王茶姬'],
  ['海底捞'], ['西贝'], ['外婆家'], ['沙县小吃', '沙县'], ['兰州拉面'], ['真功夫'], ['老乡鸡'],
  ['盒马', '盒马鲜生'], ['美团', '美团外卖'], ['饿了么'], ['大众点评'], ['叮咚买菜', '叮咚'], ['朴朴'],
  ['淘宝'], ['天猫'], ['京东'], ['拼多多'], ['闲鱼'], ['唯品会'], ['抖音'],
  ['沃尔玛', 'Walmart'], ['家乐福', 'Carrefour'], ['永辉'], ['山姆', "Sam's Club"], ['Costco', '开市客'], ['大润发'], ['华润万家'], ['物美'], ['宜家', 'IKEA'],
  ['优衣库', 'Uniqlo', 'UNIQLO'], ['Zara', 'ZARA'], ['H&M'], ['屈臣氏'], ['Apple Store', '苹果店'],
  ['滴滴', '滴滴出行', 'DiDi', 'Didi'], ['高德打车'], ['曹操出行'], ['携程'], ['去哪儿'], ['飞猪'], ['12306'],
  ['中石化'], ['中石油'], ['壳牌', 'Shell'],
  ['如家'], ['汉庭'], ['全季'], ['亚朵'], ['希尔顿', 'Hilton'], ['万豪', 'Marriott'],
  ['万达影城', '万达'], ['猫眼'], ['爱奇艺'], ['腾讯视频'], ['优酷'], ['网易云音乐'], ['QQ音乐'], ['B站', '哔哩哔哩'],
  ['中国移动', '移动'], ['中国联通', '联通'], ['中国电信', '电信'], ['国家电网'],
];
