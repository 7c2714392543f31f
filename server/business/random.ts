/**
 * A small deterministic pseudo-random generator (mulberry32) and the helpers the demo data is
 * made with: the same seed always gives the same names, numbers and dates.
 */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `items`, chosen with the given relative weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** `count` distinct items of `items` (fewer when there are not that many). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    return out;
  }

  digits(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += String(this.int(0, 9));
    return text;
  }
}

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
  '彭',
  '曾',
  '肖',
  '田',
  '董',
  '袁',
  '潘',
  '于',
  '蒋',
  '蔡',
  '余',
  '杜',
  '叶',
  '程',
  '苏',
  '魏',
  '吕',
  '丁',
  '任',
  '沈',
  '姚',
  '卢',
  '姜',
  '崔',
  '钟',
  '谭',
  '陆',
  '汪',
  '范',
  '欧阳',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '浩然',
  '子涵',
  '欣怡',
  '梓轩',
  '雨涵',
  '宇航',
  '思远',
  '一鸣',
  '晨曦',
  '佳怡',
  '俊杰',
  '婷',
  '雪',
  '建华',
  '志强',
  '海燕',
  '晓东',
  '文博',
  '嘉怡',
  '子豪',
  '梦琪',
  '天佑',
  '博文',
  '诗涵',
  '鹏',
  '辉',
  '琳',
  '宁',
  '颖',
];
const NICK_WORDS = [
  '爱自驾',
  '的小车',
  '车友',
  '跑山人',
  '不堵车',
  '在路上',
  '去远方',
  '开新能源',
  '试驾中',
  '看车ing',
  '老司机',
  '小仙女',
  '追风',
  '奔跑吧',
  '的周末',
  '慢慢开',
  '油电混',
  '纯电党',
];
const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '成都',
  '重庆',
  '武汉',
  '西安',
  '南京',
  '苏州',
  '天津',
  '长沙',
  '郑州',
  '青岛',
  '合肥',
  '宁波',
  '厦门',
  '昆明',
  '沈阳',
];

export function personName(random: Random): string {
  return random.pick(SURNAMES) + random.pick(GIVEN);
}

/** A platform user's nickname: a real-looking name most of the time, a playful one otherwise. */
export function nickname(random: Random): string {
  const roll = random.next();
  if (roll < 0.55) return personName(random);
  if (roll < 0.8) return random.pick(['小', '阿', '老']) + random.pick(SURNAMES).slice(0, 1) + random.pick(NICK_WORDS);
  return `车友_${random.digits(6)}`;
}

export function city(random: Random): string {
  return random.pick(CITIES);
}

const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '157',
  '158',
  '159',
  '166',
  '170',
  '176',
  '177',
  '180',
  '181',
  '182',
  '183',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '198',
  '199',
];

/** An 11-digit mobile not in `taken` (which it joins). */
export function uniqueMobile(random: Random, taken: Set<string>): string {
  for (;;) {
    const mobile = random.pick(MOBILE_PREFIXES) + random.digits(8);
    if (!taken.has(mobile)) {
      taken.add(mobile);
      return mobile;
    }
  }
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` in the server's local time: the format of every time in the business data. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** `YYYY-MM-DD` in the server's local time. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (local time) of the day `ms` falls in. */
export function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** A simple cover or logo as an SVG data URL (no network needed to show it). */
export function pictureUrl(text: string, hue: number, width = 320, height = 200): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,55%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,35%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 5)}" fill="#fff" ` +
    `text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
