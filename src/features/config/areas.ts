/** The configuration group: vehicle series, recommended cars, brands, channels, incentives, agreements, feedback categories. */
import { lazy } from 'react';
import { areas } from './group.ts';
import { registerResources } from '../../core/resources/registry.ts';
import type { ResourceDef } from '../../core/resources/types.ts';
import {
  UNIT_TEN_THOUSAND,
  chosenRecord,
  enumOptions,
  idField,
  labelOf,
  resourceOf,
} from '../../core/resources/declare.ts';

// The area's own dialogs load when opened.
const AgreementPreviewDialog = lazy(() =>
  import('./AgreementPreviewDialog.tsx').then((m) => ({ default: m.AgreementPreviewDialog })),
);

const v = labelOf('vehicle');
export const vehicle = resourceOf(areas.vehicle, {
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    { key: 'cover', label: v('cover'), type: 'image', list: true, form: true, wide: true },
    chosenRecord('brandId', v('brandId'), 'brandName', 'brand'),
    { key: 'name', label: v('name'), type: 'text', list: true, form: true, rules: { required: true, max: 40 } },
    {
      key: 'level',
      label: v('level'),
      type: 'enum',
      options: enumOptions('vehicleLevel', ['mini', 'small', 'compact', 'midsize', 'large', 'suv', 'mpv']),
      list: true,
      filter: true,
      form: true,
      rules: { required: true },
    },
    {
      key: 'energyType',
      label: v('energyType'),
      type: 'enum',
      options: enumOptions('energyType', ['petrol', 'hybrid', 'phev', 'electric', 'erev'], {
        electric: 'success',
        phev: 'info',
        erev: 'info',
      }),
      list: true,
      filter: true,
      form: true,
      rules: { required: true },
    },
    {
      key: 'priceMin',
      label: v('priceMin'),
      type: 'money',
      unit: UNIT_TEN_THOUSAND,
      list: true,
      sortable: true,
      form: true,
      rules: { required: true, min: 0.01, max: 9999 },
    },
    {
      key: 'priceMax',
      label: v('priceMax'),
      type: 'money',
      unit: UNIT_TEN_THOUSAND,
      list: true,
      sortable: true,
      form: true,
      rules: { required: true, min: 0.01, max: 9999 },
    },
    { key: 'status', label: v('status'), type: 'status', list: true, filter: true, form: true },
    {
      key: 'sort',
      label: v('sort'),
      type: 'number',
      list: 'hidden',
      sortable: true,
      form: true,
      rules: { min: 0, max: 9999 },
      defaultValue: 0,
    },
    { key: 'updatedAt', label: v('updatedAt'), type: 'datetime', list: 'hidden', sortable: true, width: '10rem' },
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
    {
      key: 'title',
      label: c('title'),
      type: 'text',
      list: true,
      form: true,
      rules: { required: true, max: 60 },
      width: '12rem',
      wide: true,
    },
    chosenRecord('seriesId', c('seriesId'), 'seriesName', 'vehicle'),
    {
      key: 'price',
      label: c('price'),
      type: 'money',
      unit: UNIT_TEN_THOUSAND,
      list: true,
      sortable: true,
      form: true,
      rules: { required: true, min: 0.01, max: 9999 },
    },
    {
      key: 'reason',
      label: c('reason'),
      type: 'textarea',
      list: 'hidden',
      form: true,
      rules: { required: true, max: 500 },
      wide: true,
    },
    {
      key: 'sort',
      label: c('sort'),
      type: 'number',
      list: true,
      sortable: true,
      form: true,
      rules: { min: 0, max: 9999 },
      defaultValue: 0,
    },
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
    { key: 'updatedAt', label: c('updatedAt'), type: 'datetime', list: 'hidden', sortable: true, width: '10rem' },
  ],
});

const b = labelOf('brand');
export const brand = resourceOf(areas.brand, {
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    { key: 'logo', label: b('logo'), type: 'image', list: true, form: true, wide: true },
    { key: 'name', label: b('name'), type: 'text', list: true, form: true, rules: { required: true, max: 30 } },
    {
      key: 'initial',
      label: b('initial'),
      type: 'text',
      list: true,
      sortable: true,
      filter: true,
      form: true,
      rules: { required: true, pattern: /^[A-Z]$/, patternMessage: 'resources.brand.initialRule' },
    },
    { key: 'seriesCount', label: b('seriesCount'), type: 'number', list: true },
    {
      key: 'sort',
      label: b('sort'),
      type: 'number',
      list: true,
      sortable: true,
      form: true,
      rules: { min: 0, max: 9999 },
      defaultValue: 0,
    },
    { key: 'status', label: b('status'), type: 'status', list: true, filter: true, form: true },
  ],
});

const ch = labelOf('channel');
export const channel = resourceOf(areas.channel, {
  titleField: 'name',
  defaultSort: { field: 'id', order: 'asc' },
  fields: [
    idField,
    {
      key: 'name',
      label: ch('name'),
      type: 'text',
      list: true,
      form: true,
      rules: { required: true, max: 30 },
      width: '10rem',
    },
    {
      key: 'code',
      label: ch('code'),
      type: 'text',
      list: true,
      form: true,
      rules: {
        required: true,
        min: 2,
        max: 30,
        pattern: /^[a-z][a-z0-9_-]*$/,
        patternMessage: 'resources.channel.codeRule',
      },
    },
    {
      key: 'type',
      label: ch('type'),
      type: 'enum',
      options: enumOptions('channelType', ['appStore', 'miniProgram', 'offline', 'partner', 'advertising']),
      list: true,
      filter: true,
      form: true,
      rules: { required: true },
    },
    { key: 'status', label: ch('status'), type: 'status', list: true, filter: true, form: true },
    {
      key: 'remark',
      label: ch('remark'),
      type: 'textarea',
      list: 'hidden',
      form: true,
      rules: { max: 200 },
      wide: true,
    },
    { key: 'createdAt', label: ch('createdAt'), type: 'datetime', list: true, sortable: true, width: '10rem' },
  ],
});

const inc = labelOf('incentive');
export const incentive = resourceOf(areas.incentive, {
  titleField: 'name',
  defaultSort: { field: 'id', order: 'desc' },
  fields: [
    idField,
    {
      key: 'name',
      label: inc('name'),
      type: 'text',
      list: true,
      form: true,
      rules: { required: true, max: 40 },
      width: '10rem',
    },
    {
      key: 'type',
      label: inc('type'),
      type: 'enum',
      options: enumOptions('incentiveType', ['register', 'invite', 'signIn', 'testDrive', 'purchase', 'share']),
      list: true,
      filter: true,
      form: true,
      rules: { required: true },
    },
    {
      key: 'amount',
      label: inc('amount'),
      type: 'money',
      list: true,
      sortable: true,
      form: true,
      rules: { required: true, min: 0.01, max: 100_000 },
    },
    {
      key: 'trigger',
      label: inc('trigger'),
      type: 'text',
      list: true,
      form: true,
      rules: { required: true, max: 100 },
      wide: true,
      width: '12rem',
    },
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
    { key: 'status', label: inc('status'), type: 'status', list: true, filter: true, form: true },
    { key: 'remark', label: inc('remark'), type: 'textarea', form: true, rules: { max: 200 }, wide: true },
    { key: 'updatedAt', label: inc('updatedAt'), type: 'datetime', list: 'hidden', sortable: true, width: '10rem' },
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
    {
      key: 'title',
      label: a('title'),
      type: 'text',
      list: true,
      form: true,
      rules: { required: true, max: 50 },
      width: '10rem',
    },
    {
      key: 'type',
      label: a('type'),
      type: 'enum',
      options: enumOptions('agreementType', ['user', 'privacy', 'withdrawal', 'points', 'invitation']),
      list: true,
      filter: true,
      form: true,
      rules: { required: true },
    },
    {
      key: 'version',
      label: a('version'),
      type: 'text',
      list: true,
      form: true,
      rules: { required: true, pattern: /^v\d+(\.\d+){0,2}$/, patternMessage: 'resources.agreement.versionRule' },
    },
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
    { key: 'name', label: f('name'), type: 'text', list: true, form: true, rules: { required: true, max: 20 } },
    {
      key: 'sort',
      label: f('sort'),
      type: 'number',
      list: true,
      sortable: true,
      form: true,
      rules: { min: 0, max: 9999 },
      defaultValue: 0,
    },
    { key: 'enabled', label: f('enabled'), type: 'boolean', list: true, filter: true, form: true, defaultValue: true },
  ],
});

/** The group's areas, in menu order: registered with the framework, and listed by src/features/areas.ts. */
export const AREAS: readonly ResourceDef[] = [vehicle, cars, brand, channel, incentive, agreement, feedback];
registerResources(AREAS);
