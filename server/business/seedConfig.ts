/**
 * Demo data of the configuration group: brands, vehicle series, recommended cars, channels, incentives,
 * agreements, feedback categories.
 */
import type { Agreement, Brand, Channel, FeedbackCategory, Incentive, RecommendedCar, VehicleSeries } from './model.ts';
import type { Random } from './random.ts';
import { DAY_MS, formatDate, formatDateTime, pictureUrl } from './random.ts';

const BRANDS: readonly [string, string][] = [
  ['比亚迪', 'B'],
  ['吉利', 'J'],
  ['长安', 'C'],
  ['长城', 'C'],
  ['奇瑞', 'Q'],
  ['哈弗', 'H'],
  ['红旗', 'H'],
  ['蔚来', 'W'],
  ['小鹏', 'X'],
  ['理想', 'L'],
  ['问界', 'W'],
  ['极氪', 'J'],
  ['零跑', 'L'],
  ['埃安', 'A'],
  ['大众', 'D'],
  ['丰田', 'F'],
  ['本田', 'B'],
  ['日产', 'R'],
  ['别克', 'B'],
  ['宝马', 'B'],
  ['奔驰', 'B'],
  ['奥迪', 'A'],
  ['特斯拉', 'T'],
  ['小米', 'X'],
  ['领克', 'L'],
  ['五菱', 'W'],
  ['坦克', 'T'],
  ['深蓝', 'S'],
  ['岚图', 'L'],
  ['腾势', 'T'],
];

type SeriesSpec = readonly [
  brand: string,
  name: string,
  level: VehicleSeries['level'],
  energy: VehicleSeries['energyType'],
  min: number,
  max: number,
];

const SERIES: readonly SeriesSpec[] = [
  ['比亚迪', '秦PLUS DM-i', 'compact', 'phev', 7.98, 12.98],
  ['比亚迪', '汉', 'midsize', 'electric', 16.98, 25.98],
  ['比亚迪', '宋PLUS', 'suv', 'phev', 13.98, 18.98],
  ['比亚迪', '元PLUS', 'suv', 'electric', 11.98, 14.78],
  ['比亚迪', '海豹', 'midsize', 'electric', 17.98, 23.98],
  ['比亚迪', '海豚', 'small', 'electric', 9.98, 12.98],
  ['吉利', '星越L', 'suv', 'petrol', 13.57, 17.07],
  ['吉利', '银河E8', 'midsize', 'electric', 16.58, 22.88],
  ['吉利', '帝豪', 'compact', 'petrol', 6.99, 9.39],
  ['长安', 'CS75 PLUS', 'suv', 'petrol', 10.99, 15.49],
  ['长安', 'UNI-V', 'compact', 'petrol', 10.49, 13.49],
  ['长城', '炮', 'large', 'petrol', 12.98, 22.98],
  ['奇瑞', '瑞虎8', 'suv', 'petrol', 8.99, 13.99],
  ['哈弗', 'H6', 'suv', 'petrol', 9.89, 13.69],
  ['哈弗', '大狗', 'suv', 'hybrid', 12.99, 16.59],
  ['红旗', 'H5', 'midsize', 'petrol', 15.58, 19.58],
  ['红旗', 'HS5', 'suv', 'petrol', 18.38, 24.98],
  ['蔚来', 'ES6', 'suv', 'electric', 33.8, 39.6],
  ['蔚来', 'ET5', 'midsize', 'electric', 29.8, 35.6],
  ['小鹏', 'P7+', 'midsize', 'electric', 18.68, 21.88],
  ['小鹏', 'G6', 'suv', 'electric', 17.68, 21.48],
  ['理想', 'L6', 'suv', 'erev', 24.98, 27.98],
  ['理想', 'L7', 'suv', 'erev', 30.18, 35.98],
  ['理想', 'L9', 'suv', 'erev', 40.98, 43.98],
  ['问界', 'M5', 'suv', 'erev', 22.98, 27.98],
  ['问界', 'M7', 'suv', 'erev', 24.98, 32.98],
  ['问界', 'M9', 'suv', 'erev', 46.98, 56.98],
  ['极氪', '001', 'midsize', 'electric', 26.9, 32.9],
  ['极氪', '007', 'midsize', 'electric', 20.99, 29.99],
  ['零跑', 'C11', 'suv', 'electric', 14.98, 18.98],
  ['埃安', 'AION Y', 'suv', 'electric', 11.98, 14.98],
  ['大众', '朗逸', 'compact', 'petrol', 11.29, 15.89],
  ['大众', '帕萨特', 'midsize', 'petrol', 18.59, 24.59],
  ['大众', 'ID.4 CROZZ', 'suv', 'electric', 19.99, 27.29],
  ['丰田', '卡罗拉', 'compact', 'hybrid', 11.98, 15.98],
  ['丰田', '凯美瑞', 'midsize', 'hybrid', 17.18, 24.98],
  ['丰田', 'RAV4荣放', 'suv', 'hybrid', 17.58, 26.28],
  ['丰田', '赛那', 'mpv', 'hybrid', 30.98, 40.98],
  ['本田', '思域', 'compact', 'petrol', 12.99, 17.59],
  ['本田', '雅阁', 'midsize', 'hybrid', 16.98, 25.98],
  ['本田', 'CR-V', 'suv', 'hybrid', 18.59, 27.59],
  ['日产', '轩逸', 'compact', 'petrol', 9.98, 14.19],
  ['别克', 'GL8', 'mpv', 'petrol', 23.29, 45.99],
  ['宝马', '3系', 'midsize', 'petrol', 29.99, 40.99],
  ['宝马', 'X3', 'suv', 'petrol', 39.98, 48.98],
  ['奔驰', 'C级', 'midsize', 'petrol', 33.25, 38.07],
  ['奔驰', 'GLC', 'suv', 'petrol', 42.85, 53.15],
  ['奥迪', 'A4L', 'midsize', 'petrol', 32.18, 40.08],
  ['奥迪', 'Q5L', 'suv', 'petrol', 40.98, 49.98],
  ['特斯拉', 'Model 3', 'midsize', 'electric', 23.19, 33.59],
  ['特斯拉', 'Model Y', 'suv', 'electric', 24.99, 35.49],
  ['小米', 'SU7', 'midsize', 'electric', 21.59, 29.99],
  ['领克', '08', 'suv', 'phev', 20.28, 24.58],
  ['五菱', '宏光MINIEV', 'mini', 'electric', 2.98, 4.98],
  ['坦克', '300', 'suv', 'petrol', 19.98, 26.8],
  ['深蓝', 'S7', 'suv', 'erev', 14.99, 20.29],
  ['岚图', '梦想家', 'mpv', 'phev', 31.99, 44.99],
  ['腾势', 'D9', 'mpv', 'phev', 33.98, 45.98],
];

const REASONS = [
  '同级别空间最大，后排三人乘坐不局促，适合二胎家庭。',
  '百公里电耗低，通勤成本每月不到两百元。',
  '保值率在同价位车型中名列前茅，三年残值超过六成。',
  '智能驾驶辅助表现稳定，高速领航一次开通即可使用。',
  '底盘调校扎实，过减速带和烂路的滤震表现出色。',
  '终端优惠力度大，本月到店还送五年免费保养。',
  '油耗表现优秀，市区实测每百公里不到五升。',
  '内饰用料和做工扎实，静谧性好于同价位竞品。',
];

const CHANNELS: readonly [string, string, Channel['type']][] = [
  ['苹果应用商店', 'appstore_ios', 'appStore'],
  ['华为应用市场', 'huawei_market', 'appStore'],
  ['小米应用商店', 'xiaomi_market', 'appStore'],
  ['OPPO 软件商店', 'oppo_store', 'appStore'],
  ['vivo 应用商店', 'vivo_store', 'appStore'],
  ['微信小程序', 'wechat_mp', 'miniProgram'],
  ['抖音小程序', 'douyin_mp', 'miniProgram'],
  ['支付宝小程序', 'alipay_mp', 'miniProgram'],
  ['北京车展地推', 'bj_autoshow', 'offline'],
  ['4S 店合作推荐', 'dealer_ref', 'partner'],
  ['保险公司合作', 'insurer_ref', 'partner'],
  ['信息流广告-今日头条', 'ad_toutiao', 'advertising'],
  ['信息流广告-快手', 'ad_kuaishou', 'advertising'],
  ['搜索广告-百度', 'ad_baidu', 'advertising'],
];

const INCENTIVES: readonly [string, Incentive['type'], number, string][] = [
  ['新用户注册礼', 'register', 10, '完成手机号注册并实名认证'],
  ['邀请好友注册', 'invite', 5, '被邀请人完成注册'],
  ['邀请好友试驾', 'invite', 20, '被邀请人完成首次到店试驾'],
  ['每日签到', 'signIn', 0.5, '当日首次打开应用并签到'],
  ['连续签到七天', 'signIn', 5, '连续七天每日签到'],
  ['预约试驾奖励', 'testDrive', 30, '预约试驾并在七日内到店完成'],
  ['购车成功返现', 'purchase', 500, '通过平台线索成交并上传购车发票'],
  ['分享车型文章', 'share', 1, '分享文章且被三位好友阅读'],
  ['国庆自驾季', 'share', 8.8, '活动期间发布自驾游记并审核通过'],
  ['新能源置换补贴', 'purchase', 2000, '旧车置换新能源车型并完成交付'],
  ['老用户回流礼', 'signIn', 15, '九十天未登录后再次登录'],
  ['春节购车节', 'purchase', 888, '活动期间成交任意合作车型'],
  ['邀请好友购车', 'invite', 300, '被邀请人通过平台成交'],
  ['首单评价奖励', 'testDrive', 10, '试驾后发表带图评价'],
  ['双十一试驾节', 'testDrive', 50, '活动期间完成两家品牌试驾'],
  ['企业用户专享', 'register', 100, '企业认证通过'],
  ['短视频分享', 'share', 3, '分享短视频到朋友圈'],
  ['夏季保养季', 'purchase', 66, '在合作门店完成保养'],
];

const AGREEMENTS: readonly [string, Agreement['type'], string][] = [
  ['用户服务协议', 'user', 'v3.2'],
  ['隐私政策', 'privacy', 'v4.0'],
  ['提现规则说明', 'withdrawal', 'v1.5'],
  ['积分规则', 'points', 'v2.1'],
  ['邀请好友活动规则', 'invitation', 'v1.3'],
  ['儿童个人信息保护规则', 'privacy', 'v1.0'],
  ['第三方信息共享清单', 'privacy', 'v2.2'],
  ['会员权益协议', 'user', 'v1.1'],
];

const FEEDBACK = [
  '功能建议',
  '页面显示异常',
  '积分问题',
  '提现问题',
  '试驾预约问题',
  '车型信息有误',
  '账号与安全',
  '投诉经销商',
  '活动规则咨询',
  '其他',
];

function agreementContent(title: string, version: string, random: Random): string {
  const clauses = [
    `欢迎您使用本平台服务。在使用前，请您仔细阅读并充分理解《${title}》（${version}）的全部内容。`,
    '一、本平台依据法律法规收集、使用您的个人信息，遵循合法、正当、必要的原则。',
    '二、您在平台内获得的积分仅限本平台使用，不可转让；积分有效期为获得之日起十二个月。',
    '三、提现申请将在三个工作日内完成审核，审核通过后款项原路打入您绑定的账户。',
    '四、如发现刷单、虚假邀请等违规行为，平台有权取消相关奖励并冻结账户。',
    '五、如对本协议有任何疑问，您可以通过应用内“意见反馈”或客服电话 400-800-0000 与我们联系。',
    '<b>注意：</b>本段中的尖括号按原文显示，不会被当作网页代码执行。',
  ];
  const body = clauses.slice(1, 6);
  // Four of the five numbered clauses, in their order.
  const chosen = random.sample(body, 4).sort((a, b) => body.indexOf(a) - body.indexOf(b));
  return [clauses[0]!, ...chosen, clauses[6]!].join('\n\n');
}

/** Each area draws from its own stream. */
export function seedConfig(stream: (area: string) => Random, now: number) {
  let random = stream('brand');
  const brand: Brand[] = BRANDS.map(([name, initial], i) => ({
    id: i + 1,
    name,
    initial,
    logo: pictureUrl(name.slice(0, 2), (i * 47) % 360, 120, 120),
    sort: (i + 1) * 10,
    status: random.chance(0.08) ? 0 : 1,
  }));
  const brandId = (name: string) => brand.find((b) => b.name === name)!.id;
  random = stream('vehicle');
  const vehicle: VehicleSeries[] = SERIES.map(([brandName, name, level, energyType, priceMin, priceMax], i) => ({
    id: i + 1,
    brandId: brandId(brandName),
    name,
    level,
    energyType,
    priceMin,
    priceMax,
    cover: pictureUrl(`${brandName} ${name}`, (i * 29) % 360),
    status: random.chance(0.1) ? 0 : 1,
    sort: (i + 1) * 10,
    updatedAt: formatDateTime(now - random.int(1, 200) * DAY_MS - random.int(0, 86_000) * 1000),
  }));
  random = stream('cars');
  const cars: RecommendedCar[] = random.sample(vehicle, 36).map((series, i) => {
    const brandName = brand.find((b) => b.id === series.brandId)!.name;
    const price = Math.round((series.priceMin + random.next() * (series.priceMax - series.priceMin)) * 100) / 100;
    const year = random.pick(['2025款', '2026款']);
    const trim = random.pick(['尊享版', '智驾版', '长续航版', '豪华型', '旗舰型']);
    return {
      id: i + 1,
      seriesId: series.id,
      title: `${brandName}${series.name} ${year} ${trim}`,
      reason: random.pick(REASONS),
      price,
      cover: series.cover,
      sort: (i + 1) * 10,
      onShelf: random.chance(0.8),
      updatedAt: formatDateTime(now - random.int(0, 90) * DAY_MS - random.int(0, 86_000) * 1000),
    };
  });
  random = stream('channel');
  const channel: Channel[] = CHANNELS.map(([name, code, type], i) => ({
    id: i + 1,
    name,
    code,
    type,
    status: random.chance(0.15) ? 0 : 1,
    remark: type === 'advertising' ? '按点击计费，月度结算' : '',
    createdAt: formatDateTime(now - (500 - i * 20) * DAY_MS),
  }));
  random = stream('incentive');
  const incentive: Incentive[] = INCENTIVES.map(([name, type, amount, trigger], i) => {
    const start = now - random.int(10, 300) * DAY_MS;
    const end = start + random.int(30, 365) * DAY_MS;
    return {
      id: i + 1,
      name,
      type,
      amount,
      trigger,
      startAt: formatDate(start),
      endAt: formatDate(end),
      status: end < now ? 0 : 1,
      remark: random.chance(0.3) ? '预算由市场部承担' : '',
      updatedAt: formatDateTime(start - DAY_MS),
    };
  });
  random = stream('agreement');
  const agreement: Agreement[] = AGREEMENTS.map(([title, type, version], i) => ({
    id: i + 1,
    title,
    type,
    version,
    content: agreementContent(title, version, random),
    publishedAt: formatDateTime(now - random.int(20, 600) * DAY_MS),
  }));
  const feedback: FeedbackCategory[] = FEEDBACK.map((name, i) => ({
    id: i + 1,
    name,
    sort: (i + 1) * 10,
    enabled: i !== 8,
  }));
  return { brand, vehicle, cars, channel, incentive, agreement, feedback };
}
