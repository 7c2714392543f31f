// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { preloadable, tracked } from '../../../../src/core/kernel/preloadable.ts';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('screens drawn without a loading state when their code is already there', () => {
  it('a loaded screen renders in the first commit: no fallback in between', async () => {
    const Screen = preloadable(async () => ({ default: Hello }));
    await Screen.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="operator" />
      </Suspense>,
    );
    // Synchronously after the first render: React.lazy would still show the fallback here.
    expect(screen.getByText('Hello operator')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('a screen whose code is not loaded shows the fallback, then itself', async () => {
    let resolve!: (module: { default: typeof Hello }) => void;
    const Screen = preloadable(() => new Promise<{ default: typeof Hello }>((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="admin" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    expect(await screen.findByText('Hello admin')).toBeTruthy();
  });

  it('loads once; after a failure the next load tries again', async () => {
    let calls = 0;
    const Screen = preloadable(async () => {
      calls++;
      if (calls === 1) throw new Error('dropped');
      return { default: Hello };
    });
    await expect(Screen.load()).rejects.toThrow('dropped');
    await Screen.load();
    await Screen.load();
    expect(calls).toBe(2);
  });

  it('a tracked promise says when it settled, as React’s use reads it', async () => {
    const done = tracked(Promise.resolve(7));
    expect(done.status).toBe('pending');
    await done;
    expect(done).toMatchObject({ status: 'fulfilled', value: 7 });
    const failed = tracked(Promise.reject(new Error('no')));
    await failed.catch(() => undefined);
    expect(failed).toMatchObject({ status: 'rejected' });
  });
});
