import { describe, expect, it, vi } from 'vitest';
import { shareLink, shareMessage } from './share-link.ts';

const target = { title: 'Slow Wick', url: 'https://example.test/business/slowwick' };
const clipboard = (writeText: (text: string) => Promise<void>) => ({ writeText }) as unknown as Clipboard;

describe('shareLink (docs/product.md §4.4)', () => {
  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(target, { share, clipboard: clipboard(writeText) })).toBe('shared');
    expect(share).toHaveBeenCalledWith(target);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a dismissed share sheet is "cancelled", any other share error is a failure', async () => {
    const abort = vi.fn(async () => Promise.reject(new DOMException('no', 'AbortError')));
    const broken = vi.fn(async () => Promise.reject(new Error('nope')));
    const nav = { clipboard: clipboard(async () => {}) };
    expect(await shareLink(target, { ...nav, share: abort })).toBe('cancelled');
    expect(await shareLink(target, { ...nav, share: broken })).toBe('share-failed');
  });

  it('copies the link without the Web Share API', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(target, { clipboard: clipboard(writeText) })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(target.url);
    const failing = clipboard(async () => Promise.reject(new Error('denied')));
    expect(await shareLink(target, { clipboard: failing })).toBe('copy-failed');
  });

  it('maps outcomes to the spec’s toasts', () => {
    expect(shareMessage('copied')).toEqual({ kind: 'success', text: 'Link copied!' });
    expect(shareMessage('share-failed')).toEqual({ kind: 'error', text: 'Share failed.' });
    expect(shareMessage('copy-failed')).toEqual({ kind: 'error', text: 'Copy failed.' });
    expect(shareMessage('shared')).toBeNull();
    expect(shareMessage('cancelled')).toBeNull();
  });
});
