// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesContext, type Services } from '../../../../src/core/kernel/services.ts';
import { createI18n } from '../../../../src/core/i18n/i18n.ts';
import type { PageFinding } from '../../../../src/contract/pageIdentifiers.ts';
import OnThisPage from '../../../../src/features/support/OnThisPage.tsx';
import { MAX_LOOKUPS_AT_ONCE } from '../../../../src/features/support/pageCards.ts';

const USER = {
  id: 5,
  nickname: '<img src=x onerror=alert(1)>',
  mobile: '13800138000',
  status: 1,
  points: 1200,
  registeredAt: '2026-01-02 10:00:00',
};

async function mount() {
  const i18n = await createI18n('en');
  let tell: (finding: PageFinding) => void = () => undefined;
  let running = 0;
  let most = 0;
  const call = vi.fn(async (request: { url: string; params?: Record<string, unknown> }) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    if (request.url === '/api/business/user/list')
      return { list: request.params?.keyword === USER.mobile ? [USER] : [], totalCount: 0 };
    if (request.url === '/api/business/withdrawal/list')
      return request.params?.keyword
        ? {
            list: [
              {
                id: 9,
                orderNo: request.params.keyword,
                status: 'paid',
                amount: 50,
                createdAt: '2026-11-20 09:00:00',
                reviewedAt: '2026-11-21 10:00:00',
              },
            ],
          }
        : { list: [{ amount: 200 }], totalCount: 1 };
    throw new Error('not found');
  });
  const platform = {
    pageBeside: { follow: (listener: typeof tell) => ((tell = listener), () => undefined), readOnce: vi.fn() },
  };
  const location = memoryLocation({ path: '/dashboard', record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={{ api: { call }, platform } as unknown as Services}>
        <Router hook={location.hook}>
          <OnThisPage />
        </Router>
      </ServicesContext.Provider>
    </I18nextProvider>,
  );
  const show = async (finding: PageFinding) => {
    await act(async () => tell(finding));
  };
  return { show, call, most: () => most, location, platform };
}

/** A sleep, only to judge that something did not happen: what is to show is waited for. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

const page = (identifiers: { kind: 'mobile' | 'user-id' | 'withdrawal'; value: string }[], key = '1 https://desk/') =>
  ({ type: 'page.found', page: key, identifiers }) as PageFinding;

afterEach(cleanup);

describe('On this page (side panel section)', () => {
  it('a named list of cards; page data stays text; No match says so; a card appears announced once', async () => {
    const m = await mount();
    await m.show(
      page([
        { kind: 'mobile', value: USER.mobile },
        { kind: 'mobile', value: '13900000000' },
      ]),
    );
    const list = screen.getByRole('list', { name: 'On this page' });
    const live = document.querySelector('[aria-live="polite"]')!;
    // The cards come with their lookups' answers: waited for, not slept for (on the text, which is
    // cheap to read again: a query by role can take seconds beside the browsers).
    await waitFor(() => {
      expect(live.textContent).toBe(`On this page: ${USER.nickname}`);
      expect(list.textContent).toContain('No match');
    });
    const card = within(list).getByRole('button', { name: /Mobile 13800138000/ });
    expect(card.textContent).toContain(USER.nickname);
    expect(card.textContent).toContain('Pending withdrawals: 1 (¥200.00)');
    expect(document.querySelector('img')).toBeNull();
    expect(within(list).getByText('No match')).toBeTruthy();
    const order = { kind: 'withdrawal' as const, value: 'TX20261120000009' };
    await m.show(page([{ kind: 'mobile', value: USER.mobile }, order]));
    await waitFor(() => expect(live.textContent).toBe('On this page: TX20261120000009'));
    expect(screen.getByRole('button', { name: /Withdrawal TX20261120000009/ }).textContent).toContain(
      'Paid at: 2026-11-21',
    );
    // The user's card again (a tab switched back to): not announced a second time.
    await m.show(page([{ kind: 'mobile', value: USER.mobile }]));
    await settle();
    expect(live.textContent).toBe('On this page: TX20261120000009');
  });

  it('a card opens the full screen; the section says why a page was not read', async () => {
    const m = await mount();
    await m.show(page([{ kind: 'mobile', value: USER.mobile }]));
    // The card comes with its lookup's answer: found once it is there (beside the browsers it took longer).
    (await screen.findByRole('button', { name: /Mobile 13800138000/ })).click();
    expect(m.location.history.at(-1)).toBe('/business/user-look?id=5');
    await m.show({ type: 'page.unread', reason: 'not-followed' });
    const region = screen.getByRole('region', { name: 'On this page' });
    await waitFor(() => expect(region.textContent).toContain('This site is not followed'));
    screen.getByRole('button', { name: 'Read this page' }).click();
    expect(m.platform.pageBeside.readOnce).toHaveBeenCalledOnce();
  });

  it('at most 4 lookups at a time, and a page shown again asks nothing again', async () => {
    const m = await mount();
    const many = Array.from({ length: 12 }, (_, i) => ({
      kind: 'mobile' as const,
      value: `1390000${String(i).padStart(4, '0')}`,
    }));
    await m.show(page(many));
    // Every lookup asked (one call for each number), waited for: the bound is judged on all of them.
    await waitFor(() => expect(m.call).toHaveBeenCalledTimes(many.length));
    expect(m.most()).toBeLessThanOrEqual(MAX_LOOKUPS_AT_ONCE);
    expect(MAX_LOOKUPS_AT_ONCE).toBe(4);
    // Every lookup answered before the page is shown again.
    await waitFor(() => expect(screen.getAllByText('No match')).toHaveLength(many.length));
    const asked = m.call.mock.calls.length;
    await m.show(page([], '2 https://other/'));
    await m.show(page(many));
    await settle();
    expect(m.call.mock.calls.length).toBe(asked);
  });
});
