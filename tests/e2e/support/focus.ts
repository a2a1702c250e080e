// Keyboard focus checks: Tab to an element, and prove its focus indicator shows and is not cut off by
// an ancestor that clips its overflow (overflow hidden, clip, auto or scroll).
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` (or an element inside it) has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  const handle = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate((el) => !!el && el.contains(document.activeElement), handle);
    if (reached) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

export interface FocusReport {
  /** Which box draws the ring: the element itself or one of its pseudo-elements. */
  drawnBy: 'element' | '::after' | '::before' | null;
  style: string;
  /** The ring's box in viewport pixels. */
  ring: { left: number; top: number; right: number; bottom: number } | null;
  /** Ancestors whose clipping cuts the ring, e.g. "DIV.overflow-hidden (overflow hidden)". */
  clippedBy: string[];
}

/** Describes the focused element's indicator (outline or box-shadow) and whatever clips it. */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const empty = { drawnBy: null, style: 'nothing focused', ring: null, clippedBy: [] };
    if (!el || el === document.body) return empty;
    const px = (v: string) => Number.parseFloat(v) || 0;
    const ringOf = (s: CSSStyleDeclaration) => {
      const outline = s.outlineStyle !== 'none' && px(s.outlineWidth) > 0;
      const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
      if (!outline && !shadow) return null;
      // How far the ring reaches beyond the box (negative: drawn inside it).
      const reach = outline ? px(s.outlineOffset) + px(s.outlineWidth) : 0;
      return {
        reach,
        style: outline
          ? `outline ${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor} offset ${s.outlineOffset}`
          : `box-shadow ${s.boxShadow}`,
      };
    };
    const candidates: ['element' | '::after' | '::before', CSSStyleDeclaration][] = [
      ['element', getComputedStyle(el)],
      ['::after', getComputedStyle(el, '::after')],
      ['::before', getComputedStyle(el, '::before')],
    ];
    for (const [drawnBy, style] of candidates) {
      const ring = ringOf(style);
      if (!ring) continue;
      if (drawnBy !== 'element' && (style.content === 'none' || style.content === 'normal')) continue;
      // A pseudo-element positioned absolute with inset 0 covers its containing block's padding box.
      const paddingBox = (node: HTMLElement) => {
        const b = node.getBoundingClientRect();
        const cs = getComputedStyle(node);
        return {
          left: b.left + px(cs.borderLeftWidth),
          top: b.top + px(cs.borderTopWidth),
          right: b.right - px(cs.borderRightWidth),
          bottom: b.bottom - px(cs.borderBottomWidth),
        };
      };
      const box =
        drawnBy === 'element' || style.position !== 'absolute'
          ? el.getBoundingClientRect()
          : paddingBox((el.offsetParent as HTMLElement | null) ?? document.body);
      const r = ring.reach;
      const rect = { left: box.left - r, top: box.top - r, right: box.right + r, bottom: box.bottom + r };
      // Ancestors that clip this box: for a positioned pseudo-element, from its containing block up.
      const clippedBy: string[] = [];
      let node: HTMLElement | null =
        drawnBy !== 'element' && style.position === 'absolute'
          ? (el.offsetParent as HTMLElement | null)
          : el.parentElement;
      while (node && node !== document.body) {
        const s = getComputedStyle(node);
        const clips = [s.overflowX, s.overflowY].some((o) => o !== 'visible');
        if (clips) {
          const inner = paddingBox(node);
          const eps = 0.5;
          if (
            rect.left < inner.left - eps ||
            rect.top < inner.top - eps ||
            rect.right > inner.right + eps ||
            rect.bottom > inner.bottom + eps
          )
            clippedBy.push(
              `${node.tagName}.${[...node.classList].slice(0, 4).join('.')} (overflow ${s.overflowX}/${s.overflowY}): ` +
                `ring ${[rect.left, rect.top, rect.right, rect.bottom].map(Math.round).join(',')} outside ` +
                `${[inner.left, inner.top, inner.right, inner.bottom].map(Math.round).join(',')}`,
            );
        }
        node = node.parentElement;
      }
      return { drawnBy, style: ring.style, ring: rect, clippedBy };
    }
    return { ...empty, style: 'no outline or box-shadow on the element or its pseudo-elements' };
  });
}

/** The focused element shows a ring that no ancestor cuts off. */
export async function expectVisibleFocus(page: Page, what: string) {
  const report = await focusReport(page);
  expect(report.drawnBy, `${what}: ${report.style}`).not.toBeNull();
  expect(report.clippedBy, `${what}: ring cut off`).toEqual([]);
  return report;
}
