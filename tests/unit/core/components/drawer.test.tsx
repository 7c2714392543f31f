// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Drawer } from '../../../../src/core/components/Drawer.tsx';

afterEach(cleanup);

describe('Drawer: the settings and the request log slide in the same way', () => {
  it('is titled by a heading of its block, and its × is named', () => {
    const hidden: string[] = [];
    render(
      <Drawer
        visible
        onHide={() => hidden.push('hide')}
        className="request-log"
        title="Request log"
        closeLabel="Close the request log"
      >
        <p>What was sent</p>
      </Drawer>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Request log' });
    expect(heading.className).toBe('request-log__title');
    expect(heading.closest('.request-log')).not.toBeNull();
    expect(screen.getByText('What was sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the request log' }));
    expect(hidden).toEqual(['hide']);
  });

  it('is a modal dialog named by its title, not an unnamed complementary landmark', () => {
    render(
      <Drawer visible onHide={() => undefined} className="settings-panel" title="Settings" closeLabel="Close">
        <p>Theme</p>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing while it is not visible', () => {
    render(
      <Drawer visible={false} onHide={() => undefined} className="settings-panel" title="Settings" closeLabel="Close">
        <p>Theme</p>
      </Drawer>,
    );
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(screen.queryByText('Theme')).toBeNull();
  });
});
