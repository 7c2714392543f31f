/**
 * The platform's message catalogue: the `msg` texts the back end answers (SPEC.md section 8 and the
 * reference server), as it writes them in Chinese and in English. The console recognises a known
 * message in either language and shows it in the user's language (`errors.server.<key>` of the
 * locales); an unknown message is shown as the server wrote it. The reference server answers in
 * English from the same catalogue when the request asks for it (`Accept-Language: en`). Pure data.
 *
 * `{name}` marks a part the server fills in. A part named `area` or `what` must be a term of
 * TERMS (an area's name), which is shown in the user's language too.
 */
export interface CatalogueEntry {
  /** Locale key below `errors.server.` (the system error is the catalogue's `errors.system`). */
  key: string;
  zh: string;
  en: string;
}

/** Most specific first: the first entry that matches wins. */
export const SERVER_MESSAGES: readonly CatalogueEntry[] = [
  { key: 'badCredentials', zh: '用户名或密码错误', en: 'Wrong username or password' },
  { key: 'wrongOldPassword', zh: '原密码错误', en: 'The current password is wrong' },
  { key: 'passwordChangeRequired', zh: '请先修改初始密码', en: 'Please change your initial password first' },
  {
    key: 'smsSignInNeedsPassword',
    zh: '请先使用密码登录并修改初始密码',
    en: 'Please sign in with your password and change your initial password first',
  },
  { key: 'wrongCaptcha', zh: '验证码错误', en: 'Wrong verification code' },
  { key: 'wrongSmsCode', zh: '短信验证码错误或已过期', en: 'The SMS code is wrong or has expired' },
  { key: 'tooFrequent', zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  {
    key: 'signInLocked',
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins: try again in {minutes} min',
  },
  { key: 'forbidden', zh: '没有权限', en: 'No permission' },
  { key: 'tokenExpired', zh: 'token已过期', en: 'The token has expired' },
  { key: 'system', zh: '系统出错', en: 'System error' },
  { key: 'notFound', zh: '接口不存在', en: 'No such API' },
  { key: 'malformedJson', zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  { key: 'bodyTooLarge', zh: '请求体过大，不能超过 64 KiB', en: 'The request body is too large (at most 64 KiB)' },
  { key: 'bodyNotObject', zh: '请求体必须是 JSON 对象', en: 'The request body must be a JSON object' },
  {
    key: 'sameAsInitial',
    zh: '参数 newPassword 不能与初始密码相同',
    en: 'The new password must differ from the initial password',
  },
  { key: 'remarkRequired', zh: '驳回时参数 remark 不能为空', en: 'A remark is required to reject' },
  { key: 'alreadyAudited', zh: '提现申请 {id} 已审核，不能重复审核', en: 'Withdrawal {id} has already been audited' },
  {
    key: 'menuParentMissing',
    zh: '参数 parentId 指向的上级菜单 {id} 不存在',
    en: 'The parent menu {id} does not exist',
  },
  { key: 'menuParentButton', zh: '参数 parentId 不能指向按钮', en: 'A button cannot be a parent' },
  {
    key: 'menuParentSelf',
    zh: '参数 parentId 不能是当前菜单自身或其下级',
    en: 'A menu cannot be its own parent or be placed below its own children',
  },
  {
    key: 'institutionParentSelf',
    zh: '参数 parentId 不能是机构自身或其下级机构',
    en: 'An institution cannot be its own parent or be placed below its own sub-institutions',
  },
  { key: 'menuToButton', zh: '有下级的菜单不能改为按钮', en: 'A menu with children cannot become a button' },
  {
    key: 'menuHasChildren',
    zh: '「{name}」下还有 {count} 个子菜单或按钮，请先删除它们',
    en: '“{name}” still has {count} submenus or buttons; delete them first',
  },
  {
    key: 'roleAssigned',
    zh: '角色「{name}」已分配给账号 {account}，不能删除',
    en: 'The role “{name}” is assigned to the account {account} and cannot be deleted',
  },
  { key: 'roleExists', zh: '角色名称「{name}」已存在', en: 'The role name “{name}” already exists' },
  {
    key: 'userPendingWithdrawal',
    zh: '用户「{name}」还有待审核的提现申请，不能删除',
    en: 'The user “{name}” has withdrawals awaiting audit and cannot be deleted',
  },
  {
    key: 'pointsInsufficient',
    zh: '用户「{name}」的积分余额 {balance} 不足以扣减 {amount}',
    en: 'The points balance {balance} of “{name}” is too low to deduct {amount}',
  },
  {
    key: 'stillReferenced',
    zh: '{area}「{name}」下还有 {count} 个{what}，不能删除',
    en: 'The {area} “{name}” still has {count} {what} and cannot be deleted',
  },
  {
    key: 'referenceMissing',
    zh: '参数 {field} 对应的{area} {id} 不存在',
    en: '{field}: the {area} {id} does not exist',
  },
  { key: 'recordMissing', zh: '{area} {id} 不存在', en: 'The {area} {id} does not exist' },
  {
    key: 'duplicateInBrand',
    zh: '参数 {field} 的值「{value}」在该品牌下已存在',
    en: 'The {field} “{value}” already exists for this brand',
  },
  { key: 'duplicate', zh: '参数 {field} 的值「{value}」已存在', en: 'The {field} “{value}” already exists' },
  { key: 'required', zh: '参数 {field} 不能为空', en: '{field} is required' },
  { key: 'notZero', zh: '参数 {field} 不能为 0', en: '{field} must not be 0' },
  { key: 'notBefore', zh: '参数 {field} 不能早于 {other}', en: '{field} must not be before {other}' },
  { key: 'notGreater', zh: '参数 {field} 不能大于 {other}', en: '{field} must not be greater than {other}' },
  {
    key: 'lengthBetween',
    zh: '参数 {field} 的长度必须在 {min} 到 {max} 个字符之间',
    en: '{field} must be {min} to {max} characters long',
  },
  {
    key: 'lengthMin',
    zh: '参数 {field} 的长度不能少于 {min} 个字符',
    en: '{field} must be at least {min} characters long',
  },
  {
    key: 'lengthMax',
    zh: '参数 {field} 的长度不能超过 {max} 个字符',
    en: '{field} must be at most {max} characters long',
  },
  { key: 'between', zh: '参数 {field} 必须在 {min} 到 {max} 之间', en: '{field} must be between {min} and {max}' },
  { key: 'text', zh: '参数 {field} 必须是字符串', en: '{field} must be text' },
  { key: 'integer', zh: '参数 {field} 必须是整数', en: '{field} must be a whole number' },
  { key: 'number', zh: '参数 {field} 必须是数字', en: '{field} must be a number' },
  { key: 'twoDecimals', zh: '参数 {field} 最多保留两位小数', en: '{field} takes at most two decimals' },
  {
    key: 'mobile',
    zh: '参数 {field} 必须是以 1 开头的 11 位手机号',
    en: '{field} must be an 11-digit mobile number starting with 1',
  },
  { key: 'boolean', zh: '参数 {field} 必须是 true 或 false', en: '{field} must be true or false' },
  { key: 'date', zh: '参数 {field} 必须是 YYYY-MM-DD 格式的日期', en: '{field} must be a date as YYYY-MM-DD' },
  {
    key: 'dateTime',
    zh: '参数 {field} 必须是 YYYY-MM-DD HH:mm:ss 格式的时间',
    en: '{field} must be a time as YYYY-MM-DD HH:mm:ss',
  },
  { key: 'color', zh: '参数 {field} 必须是 #RRGGBB 格式的颜色', en: '{field} must be a colour as #RRGGBB' },
  { key: 'uuid', zh: '参数 {field} 必须是 v4 格式的 UUID', en: '{field} must be a v4 UUID' },
  { key: 'oneOf', zh: '参数 {field} 必须是 {options} 之一', en: '{field} must be one of {options}' },
  { key: 'unknownParameter', zh: '不支持的查询参数 {field}', en: 'Unknown query parameter {field}' },
];

/** Names of areas that messages mention, by locale key below `errors.server.terms.`. */
export const TERMS: readonly CatalogueEntry[] = [
  { key: 'user', zh: '用户', en: 'user' },
  { key: 'points', zh: '积分记录', en: 'points record' },
  { key: 'withdrawal', zh: '提现申请', en: 'withdrawal' },
  { key: 'tag', zh: '标签', en: 'tag' },
  { key: 'invitation', zh: '邀请记录', en: 'invitation' },
  { key: 'vehicle', zh: '车系', en: 'vehicle series' },
  { key: 'cars', zh: '推荐车型', en: 'recommended cars' },
  { key: 'brand', zh: '品牌', en: 'brand' },
  { key: 'channel', zh: '渠道', en: 'channel' },
  { key: 'incentive', zh: '激励配置', en: 'incentive config' },
  { key: 'agreement', zh: '平台协议', en: 'platform agreement' },
  { key: 'feedback', zh: '反馈分类', en: 'feedback category' },
  { key: 'institution', zh: '机构', en: 'institution' },
  { key: 'subInstitution', zh: '下级机构', en: 'sub-institutions' },
  { key: 'position', zh: '岗位', en: 'position' },
  { key: 'personnel', zh: '人员', en: 'personnel' },
  { key: 'role', zh: '角色', en: 'role' },
  { key: 'menu', zh: '菜单', en: 'menu' },
];

const TERM_PARTS = new Set(['area', 'what']);

export type CatalogueLanguage = 'zh' | 'en';

/** A message recognised: its catalogue entry and the parts the server filled in (terms as TERMS keys). */
export interface KnownMessage {
  key: string;
  params: Record<string, string>;
  /** Parts that are terms: their TERMS key. */
  terms: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!name) return escape(piece);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names };
}

const COMPILED = SERVER_MESSAGES.map((entry) => ({ entry, zh: compile(entry.zh), en: compile(entry.en) }));

function termOf(value: string): CatalogueEntry | undefined {
  return TERMS.find((term) => term.zh === value || term.en === value);
}

/** The catalogue entry of a server message written in Chinese or English; null for an unknown message. */
export function recogniseServerMessage(message: string): KnownMessage | null {
  const text = message.trim();
  for (const { entry, zh, en } of COMPILED) {
    for (const { pattern, names } of [zh, en]) {
      const match = pattern.exec(text);
      if (!match) continue;
      const params: Record<string, string> = {};
      const terms: Record<string, string> = {};
      let ok = true;
      names.forEach((name, i) => {
        const value = match[i + 1] ?? '';
        params[name] = value;
        if (TERM_PARTS.has(name)) {
          const term = termOf(value);
          if (term) terms[name] = term.key;
          else ok = false;
        }
      });
      if (ok) return { key: entry.key, params, terms };
    }
  }
  return null;
}

/** A server message in `language` when the catalogue knows it; otherwise the message as it was. */
export function translateServerMessage(message: string, language: CatalogueLanguage): string {
  const known = recogniseServerMessage(message);
  if (!known) return message;
  const entry = SERVER_MESSAGES.find((e) => e.key === known.key)!;
  return entry[language].replace(/\{(\w+)\}/g, (_, name: string) => {
    const term = known.terms[name];
    if (term) return TERMS.find((t) => t.key === term)![language];
    return known.params[name] ?? '';
  });
}
