/**
 * Every area of the console and of the reference server, declared once (area.ts): its group, its
 * actions, its name in both languages, its menu entry. The console's groups (src/features/<group>/
 * group.ts), the server's areas, menu and message terms are derived from these; an area's fields
 * and screens stay with each side (src/features/<group>/areas.ts, server/business/areas*.ts) unless
 * it is a plain one (`records`), which either side derives from the declaration alone.
 */
import { declareGroup, type GroupDeclaration, type Term } from './area.ts';

export const BUSINESS = declareGroup(
  'business',
  { menu: { name: '业务管理', icon: 'peoples' }, stored: true },
  {
    user: { icon: 'user', term: { zh: '用户', en: 'user' }, menu: { name: '用户管理', icon: 'user' } },
    points: {
      icon: 'points',
      actions: ['list', 'info', 'add'],
      term: { zh: '积分记录', en: 'points record' },
      menu: { name: '积分记录', icon: 'money' },
    },
    withdrawal: {
      icon: 'money',
      actions: ['list', 'info'],
      extra: { audit: '审核' },
      term: { zh: '提现申请', en: 'withdrawal' },
      menu: { name: '提现记录', icon: 'money' },
    },
    tag: {
      icon: 'tag',
      term: { zh: '标签', en: 'tag' },
      menu: { name: '标签管理', icon: 'tag' },
      importable: true,
    },
    invitation: {
      icon: 'invitation',
      actions: ['list', 'info'],
      term: { zh: '邀请记录', en: 'invitation' },
      menu: { name: '邀请记录', icon: 'link' },
    },
  },
);

export const CONFIG = declareGroup(
  'config',
  { menu: { name: '配置管理', icon: 'setting' }, stored: true },
  {
    vehicle: {
      icon: 'car',
      term: { zh: '车系', en: 'vehicle series' },
      menu: { name: '车系配置', icon: 'car' },
      importable: true,
    },
    cars: {
      icon: 'good',
      term: { zh: '推荐车型', en: 'recommended cars' },
      menu: { name: '推荐好车', icon: 'car' },
      importable: true,
    },
    brand: {
      icon: 'brand',
      term: { zh: '品牌', en: 'brand' },
      menu: { name: '品牌配置', icon: 'star' },
      importable: true,
    },
    channel: {
      icon: 'channel',
      term: { zh: '渠道', en: 'channel' },
      menu: { name: '渠道管理', icon: 'share' },
      importable: true,
    },
    incentive: {
      icon: 'incentive',
      term: { zh: '激励配置', en: 'incentive config' },
      menu: { name: '激励配置', icon: 'gift' },
    },
    agreement: {
      icon: 'document',
      term: { zh: '平台协议', en: 'platform agreement' },
      menu: { name: '平台协议配置', icon: 'document' },
    },
    feedback: {
      icon: 'message',
      term: { zh: '反馈分类', en: 'feedback category' },
      menu: { name: '反馈配置', icon: 'message' },
      importable: true,
    },
  },
);

export const ORGANIZATION = declareGroup(
  'organization',
  { menu: { name: '组织架构', icon: 'tree' }, stored: true },
  {
    institution: { icon: 'tree', term: { zh: '机构', en: 'institution' }, menu: { name: '机构管理', icon: 'tree' } },
    position: {
      icon: 'position',
      term: { zh: '岗位', en: 'position' },
      menu: { name: '岗位管理', icon: 'post' },
      importable: true,
    },
    personnel: {
      icon: 'peoples',
      term: { zh: '人员', en: 'personnel' },
      menu: { name: '人员管理', icon: 'peoples' },
      importable: true,
    },
  },
);

const MANAGED = ['list', 'add', 'edit', 'delete'] as const;

/** Roles and menus: screens of their own, kept by the server beside the business data. */
export const PERMISSION = declareGroup(
  'permission',
  { menu: { name: '权限管理', icon: 'lock' }, stored: false },
  {
    role: {
      icon: 'role',
      actions: MANAGED,
      term: { zh: '角色', en: 'role' },
      menu: { name: '角色管理', icon: 'role' },
    },
    menu: {
      icon: 'menu',
      actions: MANAGED,
      term: { zh: '菜单', en: 'menu' },
      menu: { name: '菜单管理', icon: 'menu' },
    },
  },
);

/** The groups, in menu order. */
export const AREA_GROUPS: readonly GroupDeclaration[] = [BUSINESS, CONFIG, ORGANIZATION, PERMISSION];

/** Words of server messages that are no area's name, by their locale key below `errors.server.terms.`. */
export const OTHER_TERMS: Readonly<Record<string, Term>> = {
  subInstitution: { zh: '下级机构', en: 'sub-institutions' },
};
