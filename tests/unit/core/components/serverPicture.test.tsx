// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ServicesContext, type Services } from '../../../../src/core/kernel/services.ts';
import type { Platform } from '../../../../src/contract/platform.ts';
import { FieldValue } from '../../../../src/core/resources/components/FieldValue.tsx';
import { shownAddress, SHOWN_ADDRESS_LENGTH } from '../../../../src/core/components/usePicture.ts';
import { pictureOnHome } from '../../../../src/contract/pictures.ts';
import type { FieldDef } from '../../../../src/core/resources/types.ts';

const logo: FieldDef = { key: 'logo', label: 'resources.brand.fields.logo', type: 'image' };
const PAGE = 'https://console.example.com/index.html';
const TRACKER = 'https://tracker.example/pixel.png?customer=7';

afterEach(cleanup);

function withPictures(pictureSource: Platform['pictureSource']) {
  const services = { platform: { pictureSource } } as unknown as Services;
  return (node: ReactNode) => <ServicesContext.Provider value={services}>{node}</ServicesContext.Provider>;
}

describe('pictures from server data in the core — shown only as the shell allows, otherwise their address', () => {
  it('a picture on the console’s own host is an <img> of what the shell answers', () => {
    const wrap = withPictures((address) => pictureOnHome(address, PAGE));
    render(wrap(<FieldValue field={logo} record={{ id: 1, logo: '/logos/1.png' }} />));
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://console.example.com/logos/1.png');
  });

  it('another site’s picture is its address as text: no <img>, so nothing is fetched from it', () => {
    const wrap = withPictures((address) => pictureOnHome(address, PAGE));
    const view = render(wrap(<FieldValue field={logo} record={{ id: 1, logo: TRACKER }} compact />));
    expect(view.container.querySelector('img')).toBeNull();
    expect(screen.getByText(TRACKER)).toBeTruthy();
    expect(view.container.textContent).toBe(`pictures.withheld ${TRACKER}`);
  });

  it('a shell that leaves the answer to the core (the web page): its own origin and data:, no other site', () => {
    const wrap = withPictures(undefined);
    const own = `${location.origin}/logos/1.png`;
    render(wrap(<FieldValue field={logo} record={{ id: 1, logo: own }} />));
    expect(screen.getByRole('img').getAttribute('src')).toBe(own);
    cleanup();
    render(wrap(<FieldValue field={logo} record={{ id: 1, logo: 'data:image/png;base64,iVBORw==' }} />));
    expect(screen.getByRole('img').getAttribute('src')).toBe('data:image/png;base64,iVBORw==');
    cleanup();
    const view = render(wrap(<FieldValue field={logo} record={{ id: 1, logo: TRACKER }} />));
    expect(view.container.querySelector('img')).toBeNull();
    expect(screen.getByText(TRACKER)).toBeTruthy();
  });

  it('a picture the shell answers later shows an empty place until then, then the picture', async () => {
    let answer!: (src: string | null) => void;
    const wrap = withPictures(() => new Promise((resolve) => (answer = resolve)));
    const view = render(wrap(<FieldValue field={logo} record={{ id: 1, logo: 'https://api.example.com/1.png' }} />));
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer('data:image/png;base64,iVBORw==');
    expect((await screen.findByRole('img')).getAttribute('src')).toBe('data:image/png;base64,iVBORw==');
  });

  it('a later answer of no picture shows the address', async () => {
    let answer!: (src: string | null) => void;
    const wrap = withPictures(() => new Promise((resolve) => (answer = resolve)));
    const view = render(wrap(<FieldValue field={logo} record={{ id: 1, logo: TRACKER }} />));
    answer(null);
    expect(await screen.findByText(TRACKER)).toBeTruthy();
    expect(view.container.querySelector('img')).toBeNull();
  });

  it('a very long address is shown cut, not whole', () => {
    const long = `data:text/html,${'x'.repeat(5000)}`;
    expect(shownAddress(long)).toHaveLength(SHOWN_ADDRESS_LENGTH);
    expect(shownAddress(long).endsWith('…')).toBe(true);
    expect(shownAddress(TRACKER)).toBe(TRACKER);
  });
});
