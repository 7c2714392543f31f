// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from '../../../../src/core/routes/hashLocation.ts';
import { useSearchAt } from '../../../../src/core/routes/searchAt.ts';

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '#/');
});

/** A screen kept alive at /business/user, counting its renders. */
function KeptAlive({ renders }: { renders: { count: number } }) {
  const search = useSearchAt('/business/user');
  const keyword = search === null ? null : new URLSearchParams(search).get('keyword');
  renders.count += 1;
  return <p>keyword: {keyword ?? 'none'}</p>;
}

describe('useSearchAt — a list reads its view only at its own path', () => {
  it('answers the query at the path, null elsewhere', () => {
    navigate('/business/user?keyword=13800000001');
    render(<KeptAlive renders={{ count: 0 }} />);
    expect(screen.getByText('keyword: 13800000001')).toBeTruthy();
    act(() => navigate('/business/user-look?id=3&keyword=x'));
    expect(screen.getByText('keyword: none')).toBeTruthy();
    act(() => navigate('/business/user'));
    expect(screen.getByText('keyword: none')).toBeTruthy();
  });

  it('a screen kept alive behind others does not render again while the person navigates elsewhere', () => {
    navigate('/business/user');
    const renders = { count: 0 };
    render(<KeptAlive renders={renders} />);
    act(() => navigate('/dashboard'));
    const before = renders.count;
    for (const path of ['/permission/role', '/config/vehicle?id=2', '/business/points?keyword=a', '/dashboard'])
      act(() => navigate(path));
    expect(renders.count).toBe(before);
    act(() => navigate('/business/user?keyword=x'));
    expect(renders.count).toBe(before + 1);
  });
});
