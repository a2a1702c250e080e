import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Slot } from './slot.tsx';

afterEach(cleanup);

describe('Slot (asChild)', () => {
  it('gives its props to its child: classes add up, the child’s own props win, both handlers run', () => {
    const slotClick = vi.fn();
    const ownClick = vi.fn();
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Slot className="px-4 font-bold" title="from the slot" data-kind="slot" onClick={slotClick} ref={ref}>
        <a href="/report" className="px-2" title="own" onClick={ownClick}>
          Report
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Report' });
    expect(link.className).toBe('px-4 font-bold px-2');
    expect(link.getAttribute('title')).toBe('own');
    expect(link.getAttribute('data-kind')).toBe('slot');
    expect(ref.current).toBe(link);
    fireEvent.click(link);
    expect(ownClick).toHaveBeenCalledOnce();
    expect(slotClick).toHaveBeenCalledOnce();
  });

  it('makes a link look like a button (Button asChild)', () => {
    render(
      <Button asChild variant="link">
        <a href="/business/x/report">Report this business</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Report this business' });
    expect(link.getAttribute('href')).toBe('/business/x/report');
    expect(link.className).toContain('inline-flex');
  });
});
