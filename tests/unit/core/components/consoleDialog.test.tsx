// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleDialog } from '../../../../src/core/components/ConsoleDialog.tsx';

afterEach(cleanup);

// jsdom lays nothing out: a control on the page is one that is connected.
const rects = HTMLElement.prototype.getClientRects;
beforeAll(() => {
  HTMLElement.prototype.getClientRects = function (this: HTMLElement) {
    return (this.isConnected ? [new DOMRect()] : []) as unknown as DOMRectList;
  };
});
afterAll(() => {
  HTMLElement.prototype.getClientRects = rects;
});

/** An opener and the dialog it shows: rendered while open, or always rendered and shown by `visible`. */
function Screen({ shownBy }: { shownBy: 'rendering' | 'visible' }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const buttons = () => [
    { label: 'Keep', look: 'text' as const, onClick: close },
    { label: 'Done', onClick: close },
  ];
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {shownBy === 'visible' ? (
        <ConsoleDialog visible={open} header="Details" width="20rem" onHide={close} buttons={buttons}>
          <p>inside</p>
        </ConsoleDialog>
      ) : open ? (
        <ConsoleDialog header="Details" width="20rem" onHide={close} buttons={buttons}>
          <p>inside</p>
        </ConsoleDialog>
      ) : null}
    </>
  );
}

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 400)));

describe('ConsoleDialog — one dialog: its name, its footer, focus back on its opener', () => {
  it.each(['rendering', 'visible'] as const)(
    'shown by %s: named by its header, focus goes back when it goes',
    async (shownBy) => {
      render(<Screen shownBy={shownBy} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      await settle();
      const dialog = screen.getByRole('dialog', { name: 'Details' });
      expect(dialog.textContent).toContain('inside');
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    },
  );
});
