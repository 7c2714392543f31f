/** The configuration group: vehicle series, recommended cars, brands, channels, incentives, agreements, feedback categories. */
import { lazy } from 'react';
import { areas } from './group.ts';
import { registerResources } from '../../core/resources/registry.ts';
import type { FieldDef, ResourceDef } from '../../core/resources/types.ts';
import {
  UNIT_TEN_THOUSAND,
  chosenRecord,
  enumOptions,
  idField,
  labelOf,
  resourceOf,
} from '../../core/resources/declare.ts';
import {
  enumField,
  remarkField,
  sortField,
  statusField,
  textField,
  timestampField,
} from '../../core/resources/commonFields.ts';

// The area's own dialogs load when opened.
const AgreementPreviewDialog = lazy(() =>
  import('./AgreementPreviewDialog.tsx').then((m) => ({ default: m.AgreementPreviewDialog })),
);

/** A price in ten thousand yuan: required, listed, sortable and in the form. */
const priceField = (key: string, label: string): FieldDef => ({
  key,
  label,
  type: 'money',
  unit: UNIT_TEN_THOUSAND,
  list: true,
  sortable: true,
  form: true,
  rules: { required: true, min: 0.01, max: 9999 },
});

const v = labelOf('vehicle');
export const vehicle = resourceOf(areas.vehicle, {
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    { key: 'cover', label: v('cover'), type: 'image', list: true, form: true, wide: true },
    chosenRecord('brandId', v('brandId'), 'brandName', 'brand'),
    textField('name', v('name'), { required: true, max: 40 }),
    enumField('level', v('level'), 'vehicleLevel', ['mini', 'small', 'compact', 'midsize', 'large', 'suv', 'mpv']),
    enumField('energyType', v('energyType'), 'energyType', ['petrol', 'hybrid', 'phev', 'electric', 'erev'], {
      electric: 'success',
      phev: 'info',
      erev: 'info',
    }),
    priceField('priceMin', v('priceMin')),
    priceField('priceMax', v('priceMax')),
    statusField(v('status')),
    sortField(v('sort'), 'hidden'),
    timestampField('updatedAt', v('updatedAt'), 'hidden'),
  ],
  crossRules: [{ kind: 'notAfter', a: 'priceMin', b: 'priceMax', message: 'resources.vehicle.priceRange' }],
});

const c = labelOf('cars');
export const cars = resourceOf(areas.cars, {
  titleField: 'title',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    { key: 'cover', label: c('cover'), type: 'image', list: true, form: true, wide: true },
    textField('title', c('title'), { required: true, max: 60 }, { width: '12rem', wide: true }),
    chosenRecord('seriesId', c('seriesId'), 'seriesName', 'vehicle'),
    priceField('price', c('price')),
    {
      key: 'reason',
      label: c('reason'),
      type: 'textarea',
      list: 'hidden',
      form: true,
      rules: { required: true, max: 500 },
      wide: true,
    },
    sortField(c('sort')),
    {
      key: 'onShelf',
      label: c('onShelf'),
      type: 'boolean',
      options: enumOptions('shelf', ['on', 'off']).map((o) => ({
        ...o,
        value: o.value === 'on',
        severity: o.value === 'on' ? 'success' : 'secondary',
      })),
      list: true,
      filter: true,
      form: true,
      defaultValue: true,
    },
    timestampField('updatedAt', c('updatedAt'), 'hidden'),
  ],
});

const b = labelOf('brand');
export const brand = resourceOf(areas.brand, {
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    { key: 'logo', label: b('logo'), type: 'image', list: true, form: true, wide: true },
    textField('name', b('name'), { required: true, max: 30 }),
    {
      key: 'initial',
      label: b('initial'),
      type: 'text',
      list: true,
      sortable: true,
      filter: true,
      form: true,
      rules: { required: true, pattern: /^[A-Z]$/, patternMessage: 'resources.brand.initialRule' },
      example: 'B',
    },
    { key: 'seriesCount', label: b('seriesCount'), type: 'number', list: true },
    sortField(b('sort')),
    statusField(b('status')),
  ],
});

const ch = labelOf('channel');
export const channel = resourceOf(areas.channel, {
  titleField: 'name',
  defaultSort: { field: 'id', order: 'asc' },
  fields: [
    idField,
    textField('name', ch('name'), { required: true, max: 30 }, { width: '10rem' }),
    textField(
      'code',
      ch('code'),
      {
        required: true,
        min: 2,
        max: 30,
        pattern: /^[a-z][a-z0-9_-]*$/,
        patternMessage: 'resources.channel.codeRule',
      },
      { example: 'app_store' },
    ),
    enumField('type', ch('type'), 'channelType', ['appStore', 'miniProgram', 'offline', 'partner', 'advertising']),
    statusField(ch('status')),
    remarkField(ch('remark'), { list: 'hidden' }),
    timestampField('createdAt', ch('createdAt')),
  ],
});

const inc = labelOf('incentive');
export const incentive = resourceOf(areas.incentive, {
  titleField: 'name',
  defaultSort: { field: 'id', order: 'desc' },
  fields: [
    idField,
    textField('name', inc('name'), { required: true, max: 40 }, { width: '10rem' }),
    enumField('type', inc('type'), 'incentiveType', ['register', 'invite', 'signIn', 'testDrive', 'purchase', 'share']),
    {
      key: 'amount',
      label: inc('amount'),
      type: 'money',
      list: true,
      sortable: true,
      form: true,
      rules: { required: true, min: 0.01, max: 100_000 },
    },
    textField('trigger', inc('trigger'), { required: true, max: 100 }, { wide: true, width: '12rem' }),
    {
      key: 'startAt',
      label: inc('startAt'),
      type: 'date',
      list: true,
      sortable: true,
      filter: true,
      form: true,
      rules: { required: true },
    },
    {
      key: 'endAt',
      label: inc('endAt'),
      type: 'date',
      list: true,
      sortable: true,
      form: true,
      rules: { required: true },
    },
    statusField(inc('status')),
    remarkField(inc('remark')),
    timestampField('updatedAt', inc('updatedAt'), 'hidden'),
  ],
  crossRules: [{ kind: 'notAfter', a: 'startAt', b: 'endAt', message: 'resources.incentive.dateRange' }],
  pages: { look: '/config/incentive-look', add: '/config/incentive-add', edit: '/config/incentive-edit' },
});

const a = labelOf('agreement');
export const agreement = resourceOf(areas.agreement, {
  titleField: 'title',
  defaultSort: { field: 'publishedAt', order: 'desc' },
  fields: [
    idField,
    textField('title', a('title'), { required: true, max: 50 }, { width: '10rem' }),
    enumField('type', a('type'), 'agreementType', ['user', 'privacy', 'withdrawal', 'points', 'invitation']),
    textField('version', a('version'), {
      required: true,
      pattern: /^v\d+(\.\d+){0,2}$/,
      patternMessage: 'resources.agreement.versionRule',
    }),
    {
      key: 'content',
      label: a('content'),
      type: 'richtext',
      form: true,
      rules: { required: true, max: 20_000 },
      wide: true,
    },
    {
      key: 'publishedAt',
      label: a('publishedAt'),
      type: 'datetime',
      list: true,
      sortable: true,
      filter: true,
      form: true,
      rules: { required: true },
      width: '10rem',
    },
  ],
  rowActions: [
    {
      kind: 'custom',
      key: 'agreement-preview',
      dialog: AgreementPreviewDialog,
      permission: areas.agreement.permissions.info,
      icon: 'pi pi-file',
      label: 'resources.agreement.previewOf',
    },
  ],
});

const f = labelOf('feedback');
export const feedback = resourceOf(areas.feedback, {
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    textField('name', f('name'), { required: true, max: 20 }),
    sortField(f('sort')),
    { key: 'enabled', label: f('enabled'), type: 'boolean', list: true, filter: true, form: true, defaultValue: true },
  ],
});

/** The group's areas, in menu order: registered with the framework, and listed by src/features/areas.ts. */
export const AREAS: readonly ResourceDef[] = [vehicle, cars, brand, channel, incentive, agreement, feedback];
registerResources(AREAS);
