// @vitest-environment node
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import { user, withdrawal, tag } from '../../../../src/features/business/areas.ts';
import { escapeHtml, inTimeZone, summaryFields, ticketSummary } from '../../../../src/core/resources/ticketSummary.ts';
import type { ResourceDef } from '../../../../src/core/resources/types.ts';

const i18n = i18next.createInstance();
// As the console sets it up (src/core/i18n/i18n.ts).
await i18n.init({
  resources: { en: { translation: en }, 'zh-cn': { translation: zhCn } },
  lng: 'en',
  fallbackLng: false,
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
});
const options = (language: 'en' | 'zh-cn', timeZone = 'Asia/Shanghai') => ({
  t: i18n.getFixedT(language),
  language,
  timeZone,
});

const paid = {
  id: 12,
  orderNo: 'TX20261120000012',
  userId: 3,
  userNickname: '王伟',
  userMobile: '13800000003',
  amount: 200,
  channel: 'alipay',
  account: 'wang@example.com',
  status: 'paid',
  reviewer: 'admin',
  reviewedAt: '2026-11-21 09:30:00',
  remark: 'Paid <b>today</b>',
  createdAt: '2026-11-20 23:15:00',
};

describe('Copy for ticket: the summary', () => {
  it('labels the declared fields in English, amounts with currency, enums by their names', () => {
    const { text, what } = ticketSummary(withdrawal, [paid], options('en'));
    expect(what).toBe('#12');
    expect(text).toBe(
      [
        '#12 (withdrawal)',
        'Order number: TX20261120000012',
        'User: 王伟',
        'Amount: ¥200.00',
        'Channel: Alipay',
        'Status: Paid',
        'Applied at: 2026-11-20 23:15',
        'Reviewed at: 2026-11-21 09:30',
        'Remark: Paid <b>today</b>',
        '',
        'Times in Asia/Shanghai',
      ].join('\n'),
    );
  });

  it('labels them in Chinese when the console is in Chinese', () => {
    const { text } = ticketSummary(withdrawal, [paid], options('zh-cn'));
    expect(text.split('\n')[0]).toBe('提现申请 #12');
    expect(text).toContain('提现单号：TX20261120000012');
    expect(text).toContain('金额：¥200.00');
    expect(text).toContain('状态：已打款');
    expect(text).toContain('时间为 Asia/Shanghai 时区');
    expect(text).not.toMatch(/Amount|Status/);
  });

  it("writes times in the agent's time zone", () => {
    const { text } = ticketSummary(withdrawal, [paid], options('en', 'Europe/London'));
    // 23:15 in Shanghai (UTC+8) is 15:15 in London in November (UTC+0).
    expect(text).toContain('Applied at: 2026-11-20 15:15');
    expect(text).toContain('Times in Europe/London');
    expect(inTimeZone('2026-07-01 08:00:00', 'Asia/Shanghai', 'Europe/London')).toBe('2026-07-01 01:00');
    expect(inTimeZone('2026-11-21 02:00:00', 'Asia/Shanghai', 'America/New_York')).toBe('2026-11-20 13:00');
  });

  it('leaves out internal fields the area does not declare: the reviewer, the payout account, ids', () => {
    const { text, html } = ticketSummary(withdrawal, [paid], options('en'));
    for (const hidden of ['admin', 'wang@example.com', '13800000003', 'Reviewer', 'Account'])
      expect(text + html).not.toContain(hidden);
  });

  it('never holds a secret field, even one an area declares or lists', () => {
    const leaky: ResourceDef = {
      ...user,
      ticketSummary: ['nickname', 'password', 'smsCode', 'apiKey'],
      fields: [
        ...user.fields,
        { key: 'password', label: 'resources.user.fields.nickname', type: 'text', list: true },
        { key: 'smsCode', label: 'resources.user.fields.nickname', type: 'text', list: true },
        { key: 'apiKey', label: 'resources.user.fields.nickname', type: 'text', list: true },
      ],
    };
    const record = { id: 1, nickname: 'Lin', password: 'hunter2', smsCode: '123456', apiKey: 'AK-9' };
    expect(summaryFields(leaky).map((f) => f.key)).toEqual(['nickname']);
    const { text, html } = ticketSummary(leaky, [record], options('en'));
    for (const secret of ['hunter2', '123456', 'AK-9']) expect(text + html).not.toContain(secret);
    // The default (no declaration) leaves them out too.
    const { ticketSummary: _declared, ...undeclared } = leaky;
    expect(summaryFields(undeclared).map((f) => f.key)).not.toContain('password');
    // A secret in a value's web address is taken out as well.
    const linked = ticketSummary(leaky, [{ id: 2, nickname: 'see https://x.test/?token=abc123' }], options('en'));
    expect(linked.text).not.toContain('abc123');
  });

  it('escapes every value in the HTML table', () => {
    const hostile = { ...paid, userNickname: '<img src=x onerror=alert(1)>', remark: '"&\'<script>' };
    const { html, text } = ticketSummary(withdrawal, [hostile], options('en'));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&amp;&#39;&lt;script&gt;');
    expect(html.startsWith('<table><caption>#12 (withdrawal)</caption>')).toBe(true);
    expect(html).toContain('<tr><th>Amount</th><td>¥200.00</td></tr>');
    // The plain text is text: left as it is.
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(escapeHtml('<a href="x">')).toBe('&lt;a href=&quot;x&quot;&gt;');
  });

  it('summarises selected rows: a block each in text, one table with a header row in HTML', () => {
    const rows = [
      { id: 1, nickname: 'Lin', mobile: '13800000001', status: 1, points: 1200, registeredAt: '2026-01-02 10:00:00' },
      { id: 2, nickname: 'Wu', mobile: '13800000002', status: 0, points: 0, registeredAt: '2026-01-03 10:00:00' },
    ];
    const summary = ticketSummary(user, rows, options('en'));
    expect(summary.what).toBe('2 user records');
    expect(summary.text).toContain(
      'Lin (user)\nNickname: Lin\nMobile: 13800000001\nStatus: Enabled\nPoints: 1,200 points',
    );
    expect(summary.text).toContain('Wu (user)\nNickname: Wu');
    expect(summary.text).toContain('Status: Disabled');
    expect(summary.html).toMatch(/^<table><thead><tr><th>Nickname<\/th><th>Mobile<\/th>/);
    expect(summary.html.match(/<tr>/g)).toHaveLength(3);
    expect(ticketSummary(user, rows, options('zh-cn')).what).toBe('2 条用户记录');
  });

  it('by default takes the visible list columns without ids, pictures or colours', () => {
    expect(summaryFields(tag).map((f) => f.key)).toEqual(['name', 'sort', 'userCount', 'createdAt']);
    const { ticketSummary: _declared, ...undeclared } = withdrawal;
    // Hidden columns (the reviewer, the mobile) are not in it; the user is, by name.
    expect(summaryFields(undeclared).map((f) => f.key)).toEqual([
      'orderNo',
      'userId',
      'amount',
      'channel',
      'account',
      'status',
      'createdAt',
    ]);
  });
});
