/** Demo data of the organisation group: an institution tree, positions and the staff (personnel). */
import type { Institution, Personnel, Position } from './model.ts';
import type { Random } from './random.ts';
import { DAY_MS, formatDateTime, personName, uniqueMobile } from './random.ts';

/** [name, code, parent code or '' for the top]. */
const INSTITUTIONS: readonly [string, string, string][] = [
  ['优选出行科技有限公司', 'HQ', ''],
  ['运营中心', 'OPS', 'HQ'],
  ['用户运营部', 'OPS-USER', 'OPS'],
  ['内容运营部', 'OPS-CONTENT', 'OPS'],
  ['活动策划部', 'OPS-EVENT', 'OPS'],
  ['财务中心', 'FIN', 'HQ'],
  ['结算部', 'FIN-SETTLE', 'FIN'],
  ['风控部', 'FIN-RISK', 'FIN'],
  ['技术中心', 'TECH', 'HQ'],
  ['产品部', 'TECH-PM', 'TECH'],
  ['研发部', 'TECH-DEV', 'TECH'],
  ['华东大区', 'EAST', 'HQ'],
  ['上海分公司', 'EAST-SH', 'EAST'],
  ['杭州分公司', 'EAST-HZ', 'EAST'],
  ['华南大区', 'SOUTH', 'HQ'],
  ['广州分公司', 'SOUTH-GZ', 'SOUTH'],
  ['深圳分公司', 'SOUTH-SZ', 'SOUTH'],
];

/** [name, code, institution code]. */
const POSITIONS: readonly [string, string, string][] = [
  ['总经理', 'GM', 'HQ'],
  ['运营总监', 'OPS-DIR', 'OPS'],
  ['用户运营专员', 'OPS-USER-SPEC', 'OPS-USER'],
  ['社群运营', 'OPS-COMMUNITY', 'OPS-USER'],
  ['内容编辑', 'OPS-EDITOR', 'OPS-CONTENT'],
  ['活动策划', 'OPS-PLANNER', 'OPS-EVENT'],
  ['财务经理', 'FIN-MGR', 'FIN'],
  ['结算专员', 'FIN-CLERK', 'FIN-SETTLE'],
  ['风控专员', 'FIN-RISK-SPEC', 'FIN-RISK'],
  ['技术总监', 'CTO', 'TECH'],
  ['产品经理', 'PM', 'TECH-PM'],
  ['前端工程师', 'FE', 'TECH-DEV'],
  ['后端工程师', 'BE', 'TECH-DEV'],
  ['测试工程师', 'QA', 'TECH-DEV'],
  ['大区经理', 'REGION-MGR', 'EAST'],
  ['城市经理', 'CITY-MGR', 'EAST-SH'],
  ['渠道专员', 'CHANNEL-SPEC', 'EAST-HZ'],
  ['大区经理（华南）', 'REGION-MGR-S', 'SOUTH'],
  ['城市经理（广州）', 'CITY-MGR-GZ', 'SOUTH-GZ'],
  ['渠道专员（深圳）', 'CHANNEL-SPEC-SZ', 'SOUTH-SZ'],
];

/** Staff with sign-in accounts of the demo (server/accounts.ts) come first, with the same names. */
const DEMO_STAFF: readonly {
  name: string;
  userName: string;
  phone: string;
  position: string;
  roleIds: number[];
  status: 0 | 1;
}[] = [
  { name: '系统管理员', userName: 'admin', phone: '13800000001', position: 'CTO', roleIds: [1], status: 1 },
  { name: '运营专员', userName: 'operator', phone: '13800000002', position: 'OPS-USER-SPEC', roleIds: [2], status: 1 },
  { name: '故障演示', userName: 'broken', phone: '13800000003', position: 'QA', roleIds: [3], status: 1 },
  { name: '新员工', userName: 'newhire', phone: '13800000004', position: 'OPS-COMMUNITY', roleIds: [2], status: 1 },
];

const PINYIN = [
  'wang',
  'li',
  'zhang',
  'liu',
  'chen',
  'yang',
  'huang',
  'zhao',
  'wu',
  'zhou',
  'xu',
  'sun',
  'ma',
  'zhu',
  'hu',
  'guo',
  'he',
  'gao',
  'lin',
  'luo',
];

/** Each area draws from its own stream. */
export function seedOrganization(stream: (area: string) => Random, now: number) {
  let random = stream('institution');
  const institution: Institution[] = [];
  INSTITUTIONS.forEach(([name, code, parentCode], i) => {
    const parent = institution.find((x) => x.code === parentCode);
    institution.push({
      id: i + 1,
      parentId: parent?.id ?? 0,
      name,
      code,
      leader: personName(random),
      phone: `021-${random.digits(8)}`,
      sort: (institution.filter((x) => x.parentId === (parent?.id ?? 0)).length + 1) * 10,
      status: 1,
    });
  });
  const institutionId = (code: string) => institution.find((x) => x.code === code)!.id;
  const position: Position[] = POSITIONS.map(([name, code, inst], i) => ({
    id: i + 1,
    name,
    code,
    institutionId: institutionId(inst),
    sort: (i + 1) * 10,
    remark: '',
  }));
  random = stream('personnel');
  const positionByCode = (code: string) => position.find((p) => p.code === code)!;
  const phones = new Set(DEMO_STAFF.map((s) => s.phone));
  const userNames = new Set(DEMO_STAFF.map((s) => s.userName));
  const personnel: Personnel[] = DEMO_STAFF.map((staff, i) => {
    const pos = positionByCode(staff.position);
    return {
      id: i + 1,
      name: staff.name,
      userName: staff.userName,
      phone: staff.phone,
      institutionId: pos.institutionId,
      positionId: pos.id,
      roleIds: staff.roleIds,
      status: staff.status,
      createdAt: formatDateTime(now - (720 - i) * DAY_MS),
    };
  });
  for (let i = personnel.length; i < 42; i++) {
    const pos = random.pick(position);
    let userName = `${random.pick(PINYIN)}${random.pick(PINYIN).slice(0, 1)}${random.int(1, 99)}`;
    while (userNames.has(userName)) userName += random.int(0, 9);
    userNames.add(userName);
    personnel.push({
      id: i + 1,
      name: personName(random),
      userName,
      phone: uniqueMobile(random, phones),
      institutionId: pos.institutionId,
      positionId: pos.id,
      roleIds: [2],
      status: random.chance(0.12) ? 0 : 1,
      createdAt: formatDateTime(now - random.int(5, 700) * DAY_MS - random.int(0, 86_000) * 1000),
    });
  }
  return { institution, position, personnel };
}
