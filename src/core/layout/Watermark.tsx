import { useEffect } from 'react';
import { WATERMARK } from '../../contract/constants.ts';
import { watermarkColor } from '../settings/palette.ts';

/** Draws one tile of the watermark: the text rotated by -22°, with a 100×100 gap (SPEC 9). */
export function watermarkTile(content: string, dark: boolean): { url: string; width: number; height: number } | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const ratio = window.devicePixelRatio || 1;
  const font = '14px system-ui, sans-serif';
  context.font = font;
  const textWidth = Math.min(Math.ceil(context.measureText(content).width), 400);
  const width = textWidth + WATERMARK.gap[0];
  const height = 40 + WATERMARK.gap[1];
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  context.scale(ratio, ratio);
  context.translate(width / 2, height / 2);
  context.rotate((WATERMARK.rotate * Math.PI) / 180);
  context.font = font;
  context.fillStyle = watermarkColor(dark);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(content, 0, 0, 400);
  return { url: canvas.toDataURL(), width, height };
}

/**
 * A watermark over the content. It cannot be removed by deleting its node or editing its style
 * in the page: a MutationObserver puts it back.
 */
export function Watermark({ content, dark }: { content: string; dark: boolean }) {
  useEffect(() => {
    const parent = document.body;
    const tile = watermarkTile(content, dark);
    if (!tile) return;
    let mark: HTMLDivElement;
    const paint = () => {
      mark = document.createElement('div');
      mark.className = 'console-watermark';
      mark.setAttribute('aria-hidden', 'true');
      mark.dataset.content = content;
      const style = mark.style;
      style.setProperty('position', 'fixed', 'important');
      style.setProperty('inset', '0', 'important');
      style.setProperty('z-index', String(WATERMARK.zIndex), 'important');
      style.setProperty('pointer-events', 'none', 'important');
      style.setProperty('background-image', `url("${tile.url}")`, 'important');
      style.setProperty('background-repeat', 'repeat', 'important');
      style.setProperty('background-size', `${tile.width}px ${tile.height}px`, 'important');
      style.setProperty('display', 'block', 'important');
      style.setProperty('visibility', 'visible', 'important');
      style.setProperty('opacity', '1', 'important');
      parent.appendChild(mark);
    };
    paint();
    const observer = new MutationObserver((records) => {
      const removed = records.some((r) => [...r.removedNodes].includes(mark));
      const tampered = records.some((r) => r.target === mark && r.type === 'attributes');
      if (!removed && !tampered && mark.isConnected) return;
      observer.disconnect();
      mark.remove();
      paint();
      observe();
    });
    const observe = () => {
      observer.observe(parent, { childList: true });
      observer.observe(mark, { attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
    };
    observe();
    return () => {
      observer.disconnect();
      mark.remove();
    };
  }, [content, dark]);
  return null;
}
