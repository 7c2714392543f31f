/**
 * Business, configuration and organisation records of the reference server. Every record has a
 * numeric `id`; times are `YYYY-MM-DD HH:mm:ss`, dates `YYYY-MM-DD` (server local time); money
 * is a number with at most two decimals. Status fields are 1 (enabled) or 0 (disabled).
 */
import { AREA_GROUPS } from '../../src/contract/areas.ts';

export type PlatformUser = {
  id: number;
  nickname: string;
  mobile: string;
  avatar: string;
  gender: 'male' | 'female' | 'unknown';
  city: string;
  tagIds: number[];
  /** Points balance. */
  points: number;
  /** The user who invited this one, or null. */
  inviterId: number | null;
  status: 0 | 1;
  remark: string;
  registeredAt: string;
};

export type PointsRecord = {
  id: number;
  userId: number;
  /** Positive when earned, negative when spent. */
  change: number;
  reason: 'signIn' | 'invite' | 'testDrive' | 'purchase' | 'exchange' | 'withdrawal' | 'adjust';
  balanceAfter: number;
  remark: string;
  createdAt: string;
};

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'paid';

export type Withdrawal = {
  id: number;
  userId: number;
  amount: number;
  channel: 'alipay' | 'wechat' | 'bank';
  /** Masked payee account, e.g. `6222 **** **** 1234`. */
  account: string;
  status: WithdrawalStatus;
  reviewer: string;
  reviewedAt: string;
  remark: string;
  createdAt: string;
};

export type UserTag = {
  id: number;
  name: string;
  color: string;
  sort: number;
  createdAt: string;
};

export type Invitation = {
  id: number;
  inviterId: number;
  inviteeId: number;
  /** Reward points granted to the inviter. */
  reward: number;
  createdAt: string;
};

export type VehicleSeries = {
  id: number;
  brandId: number;
  name: string;
  level: 'mini' | 'small' | 'compact' | 'midsize' | 'large' | 'suv' | 'mpv';
  energyType: 'petrol' | 'hybrid' | 'phev' | 'electric' | 'erev';
  /** Guide price range in units of 10,000 CNY. */
  priceMin: number;
  priceMax: number;
  cover: string;
  status: 0 | 1;
  sort: number;
  updatedAt: string;
};

export type RecommendedCar = {
  id: number;
  seriesId: number;
  title: string;
  reason: string;
  /** In units of 10,000 CNY. */
  price: number;
  cover: string;
  sort: number;
  onShelf: boolean;
  updatedAt: string;
};

export type Brand = {
  id: number;
  name: string;
  initial: string;
  logo: string;
  sort: number;
  status: 0 | 1;
};

export type Channel = {
  id: number;
  name: string;
  code: string;
  type: 'appStore' | 'miniProgram' | 'offline' | 'partner' | 'advertising';
  status: 0 | 1;
  remark: string;
  createdAt: string;
};

export type Incentive = {
  id: number;
  name: string;
  type: 'register' | 'invite' | 'signIn' | 'testDrive' | 'purchase' | 'share';
  /** Reward in CNY. */
  amount: number;
  trigger: string;
  startAt: string;
  endAt: string;
  status: 0 | 1;
  remark: string;
  updatedAt: string;
};

export type Agreement = {
  id: number;
  title: string;
  type: 'user' | 'privacy' | 'withdrawal' | 'points' | 'invitation';
  version: string;
  content: string;
  publishedAt: string;
};

export type FeedbackCategory = {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
};

export type Institution = {
  id: number;
  /** 0 for a top-level institution. */
  parentId: number;
  name: string;
  code: string;
  leader: string;
  phone: string;
  sort: number;
  status: 0 | 1;
};

export type Position = {
  id: number;
  name: string;
  code: string;
  institutionId: number;
  sort: number;
  remark: string;
};

export type Personnel = {
  id: number;
  name: string;
  /** Sign-in name of the staff account. */
  userName: string;
  phone: string;
  institutionId: number;
  positionId: number;
  /** Role ids (the roles of /permission/role). */
  roleIds: number[];
  status: 0 | 1;
  createdAt: string;
};

export type BusinessData = {
  user: PlatformUser[];
  points: PointsRecord[];
  withdrawal: Withdrawal[];
  tag: UserTag[];
  invitation: Invitation[];
  vehicle: VehicleSeries[];
  cars: RecommendedCar[];
  brand: Brand[];
  channel: Channel[];
  incentive: Incentive[];
  agreement: Agreement[];
  feedback: FeedbackCategory[];
  institution: Institution[];
  position: Position[];
  personnel: Personnel[];
};

export type AreaName = keyof BusinessData;

/**
 * The areas whose records the server keeps, in menu order: those of the groups declared `stored`
 * (src/contract/areas.ts). A plain area declared there has no type above; its records are `Row`s.
 */
export const AREA_NAMES: readonly AreaName[] = AREA_GROUPS.filter((group) => group.stored).flatMap(
  (group) => Object.keys(group.areas) as AreaName[],
);

/** A record of any area, as the generic list, info and write calls handle it. */
export type Row = { id: number } & Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isArea = (v: unknown): boolean => Array.isArray(v) && v.every((r) => isObject(r) && Number.isInteger(r.id));

/** A shallow check of the business data: every area a list of records with an integer id. */
export function isBusinessData(v: unknown): v is BusinessData {
  return isObject(v) && AREA_NAMES.every((area) => isArea(v[area]));
}

/**
 * The areas a persisted business data has not (a file written before they were declared), or null
 * when an area it has is no list of records with an integer id (a corrupt file).
 */
export function missingAreas(v: unknown): AreaName[] | null {
  if (!isObject(v)) return null;
  if (AREA_NAMES.some((area) => v[area] !== undefined && !isArea(v[area]))) return null;
  return AREA_NAMES.filter((area) => v[area] === undefined);
}
