import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root id="about" defaultValue="story" onValueChange={onValueChange}>
      <Tabs.List aria-label="About">
        <Tabs.Trigger value="story">Story</Tabs.Trigger>
        <Tabs.Trigger value="photos">Photos</Tabs.Trigger>
        <Tabs.Trigger value="connect">Connect</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="story" forceMount>
        Our story
      </Tabs.Content>
      <Tabs.Content value="photos" forceMount>
        Our photos
      </Tabs.Content>
      <Tabs.Content value="connect">Write to us</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('draws WAI-ARIA tabs whose ids do not depend on where they are in the tree', () => {
    const html = renderToString(<Example />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('id="about-tab-story"');
    expect(html).toContain('aria-controls="about-panel-story"');
    expect(html).toContain('aria-labelledby="about-tab-photos"');
    // An inactive panel kept in the page says so (index.html's no-script rule shows it).
    expect(html).toMatch(/id="about-panel-photos"[^>]*data-state="inactive"/);
    // One not kept is left out.
    expect(html).not.toContain('Write to us');
  });

  it('chooses a tab by a click, and by the arrow keys, Home and End, round the ends', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(<Example onValueChange={chosen} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Story').getAttribute('aria-selected')).toBe('true');
    expect(tab('Photos').getAttribute('tabindex')).toBe('-1');
    await user.click(tab('Photos'));
    expect(tab('Photos').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Photos' }).textContent).toBe('Our photos');
    const story = screen.getByText('Our story').closest('[role="tabpanel"]');
    expect(story?.getAttribute('data-state')).toBe('inactive');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Connect'));
    expect(screen.getByRole('tabpanel', { name: 'Connect' }).textContent).toBe('Write to us');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Story'));
    await user.keyboard('{End}');
    expect(tab('Connect').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(tab('Story').getAttribute('aria-selected')).toBe('true');
    expect(chosen.mock.calls.map(([value]) => value)).toEqual([
      'photos',
      'connect',
      'story',
      'connect',
      'story',
    ]);
  });
});

/** The owner takes the choice later, as a page does after a navigation (`answer`). */
let answer: (value: string) => void = () => {};
function Controlled() {
  const [value, setValue] = useState('story');
  answer = setValue;
  return (
    <Tabs.Root id="later" value={value} onValueChange={() => {}}>
      <Tabs.List aria-label="Later">
        <Tabs.Trigger value="story">Story</Tabs.Trigger>
        <Tabs.Trigger value="photos">Photos</Tabs.Trigger>
      </Tabs.List>
    </Tabs.Root>
  );
}

describe('controlled Tabs', () => {
  it('puts the tab just chosen in the tab order at once, before its owner’s value follows', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Story' }));
    await user.keyboard('{ArrowRight}');
    const photos = screen.getByRole('tab', { name: 'Photos' });
    expect(document.activeElement).toBe(photos);
    expect(photos.getAttribute('tabindex')).toBe('0');
    expect(photos.getAttribute('aria-selected')).toBe('false');
    act(() => answer('photos'));
    expect(photos.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Story' }).getAttribute('tabindex')).toBe('-1');
  });
});
