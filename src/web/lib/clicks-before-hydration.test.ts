import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteClicks, replayClicks, scriptOnlyControl, stopNotingClicks } from './clicks-before-hydration.ts';

afterEach(() => {
  stopNotingClicks();
  replayClicks();
  document.body.innerHTML = '';
});

const el = (selector: string) => document.querySelector<HTMLElement>(selector)!;

describe('scriptOnlyControl', () => {
  it('leaves to the browser what works without script', () => {
    document.body.innerHTML = `
      <a href="/about"><span id="in-link">About</span></a>
      <form method="post"><input name="q"><button id="submit">Send</button></form>
      <details><summary id="summary">More</summary></details>
      <label id="label">Remember me <input type="checkbox"></label>
      <button id="disabled" type="button" disabled>Later</button>
      <button id="menu" type="button" popovertarget="menu-panel">Open menu</button>
      <button id="sheet" type="button" command="show-modal" commandfor="filters">Filters</button>
      <p id="text">Just text</p>`;
    for (const id of ['in-link', 'submit', 'summary', 'label', 'disabled', 'menu', 'sheet', 'text'])
      expect(scriptOnlyControl(el(`#${id}`)), id).toBeNull();
  });

  it('finds the control only the script answers', () => {
    document.body.innerHTML = `
      <button id="heart" aria-label="Save to favourites"><svg><path id="icon"></path></svg></button>
      <form><button id="in-form" type="button">Share</button></form>
      <div id="tab" role="tab">Reviews</div>`;
    expect(scriptOnlyControl(el('#icon'))).toBe(el('#heart'));
    expect(scriptOnlyControl(el('#in-form'))).toBe(el('#in-form'));
    expect(scriptOnlyControl(el('#tab'))).toBe(el('#tab'));
  });
});

describe('noteClicks and replayClicks', () => {
  it('clicks each noted control again, once, in order, with its press first', () => {
    document.body.innerHTML = `
      <button id="a" type="button">A</button><button id="b" type="button">B</button>
      <a id="link" href="#top">Top</a>`;
    noteClicks(document);
    el('#b').click();
    el('#a').click();
    el('#b').click();
    el('#link').click();
    const seen: string[] = [];
    for (const id of ['a', 'b', 'link']) {
      el(`#${id}`).addEventListener('pointerdown', () => seen.push(`${id} press`));
      el(`#${id}`).addEventListener('click', () => seen.push(`${id} click`));
    }
    replayClicks();
    expect(seen).toEqual(['b press', 'b click', 'a press', 'a click']);
  });

  it('notes nothing once hydration has started, and skips a control the page removed', () => {
    document.body.innerHTML =
      '<button id="a" type="button">A</button><button id="b" type="button">B</button>';
    noteClicks(document);
    el('#a').click();
    const a = el('#a');
    a.remove();
    stopNotingClicks();
    el('#b').click();
    const clicked = vi.fn();
    a.addEventListener('click', clicked);
    el('#b').addEventListener('click', clicked);
    replayClicks();
    expect(clicked).not.toHaveBeenCalled();
  });
});
