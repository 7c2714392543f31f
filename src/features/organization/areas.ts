/** The organisation group: the institution tree, positions and personnel (the staff who sign in to this console). */
import { areas } from './group.ts';
import { areas as permissionAreas } from '../permission/group.ts';

const roleArea = permissionAreas.role;
import { registerResources } from '../../core/resources/registry.ts';
import { ROLE_LIST_PATH } from '../../core/api/endpoints/role.ts';
import type { ResourceDef } from '../../core/resources/types.ts';
import { chosenRecord, idField, labelOf, resourceOf } from '../../core/resources/declare.ts';
import { remarkField, sortField, statusField, textField, timestampField } from '../../core/resources/commonFields.ts';

const CODE_RULE = { pattern: /^[A-Z][A-Z0-9-]*$/, patternMessage: 'resources.organization.codeRule' };

const i = labelOf('institution');
export const institution = resourceOf(areas.institution, {
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    textField('name', i('name'), { required: true, max: 40 }, { width: '12rem' }),
    {
      key: 'parentId',
      label: i('parentId'),
      type: 'relation',
      display: 'parentName',
      relation: { resource: 'institution', none: { value: 0, label: 'resources.institution.topLevel' } },
      form: true,
      defaultValue: 0,
    },
    textField('code', i('code'), { required: true, max: 30, ...CODE_RULE }),
    textField('leader', i('leader'), { max: 20 }),
    textField('phone', i('phone'), { max: 20, pattern: /^[\d-]*$/, patternMessage: 'resources.institution.phoneRule' }),
    {
      key: 'sort',
      label: i('sort'),
      type: 'number',
      list: true,
      form: true,
      rules: { min: 0, max: 9999 },
      defaultValue: 0,
    },
    { key: 'status', label: i('status'), type: 'status', list: true, form: true },
  ],
});

const p = labelOf('position');
export const position = resourceOf(areas.position, {
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    textField('name', p('name'), { required: true, max: 30 }, { width: '10rem' }),
    textField('code', p('code'), { required: true, max: 30, ...CODE_RULE }, { example: 'OPS-1' }),
    chosenRecord('institutionId', p('institutionId'), 'institutionName', 'institution', { width: '10rem' }),
    sortField(p('sort')),
    remarkField(p('remark'), { list: 'hidden' }),
  ],
});

const s = labelOf('personnel');
export const personnel = resourceOf(areas.personnel, {
  titleField: 'name',
  defaultSort: { field: 'id', order: 'asc' },
  fields: [
    idField,
    textField('name', s('name'), { required: true, max: 20 }),
    {
      key: 'userName',
      label: s('userName'),
      type: 'text',
      list: true,
      form: true,
      rules: {
        required: true,
        min: 3,
        max: 32,
        pattern: /^[a-zA-Z][a-zA-Z0-9_]*$/,
        patternMessage: 'resources.personnel.userNameRule',
      },
      example: 'zhangwei',
    },
    { key: 'phone', label: s('phone'), type: 'mobile', list: true, form: true, rules: { required: true } },
    chosenRecord('institutionId', s('institutionId'), 'institutionName', 'institution', { width: '9rem' }),
    chosenRecord('positionId', s('positionId'), 'positionName', 'position', { width: '9rem' }),
    {
      key: 'roleIds',
      label: s('roleIds'),
      type: 'relations',
      display: 'roleNames',
      relation: {
        url: ROLE_LIST_PATH,
        permission: roleArea.permissions.list,
        valueKey: 'roleId',
        labelKey: 'roleName',
      },
      list: true,
      filter: true,
      form: true,
    },
    statusField(s('status')),
    timestampField('createdAt', s('createdAt'), 'hidden'),
  ],
});

/** The group's areas, in menu order: registered with the framework, and listed by src/features/areas.ts. */
export const AREAS: readonly ResourceDef[] = [institution, position, personnel];
registerResources(AREAS);
