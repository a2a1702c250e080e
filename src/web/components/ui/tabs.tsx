// Tabs (WAI-ARIA tabs, automatic activation), in the shape of the Radix parts they replace: Root,
// List, Trigger and Content, with `data-state` for styling and index.html's no-script rule. Ours
// because the public business page's tabs are an island (docs/decisions/041), which must be light
// (Radix's tabs, roving focus and presence were 8 KB of the 90) and must hydrate on its own: ids
// come from the Root's `id` and each value, not useId, whose values depend on the whole tree.
import { type ComponentProps, createContext, type KeyboardEvent, useContext, useState } from 'react';

interface TabsState {
  id: string;
  value: string;
  /** The tab in the page's tab order: the one last chosen, at once (a chosen value may come back later). */
  roving: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('A tab part is used outside <Tabs.Root>.');
  return tabs;
}

const triggerId = (id: string, value: string) => `${id}-tab-${value}`;
const contentId = (id: string, value: string) => `${id}-panel-${value}`;
const state = (active: boolean) => (active ? 'active' : 'inactive');

type RootProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'id'> & {
  /** Names the parts' ids; unique on the page. */
  id: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

function Root({ id, defaultValue = '', value, onValueChange, children, ...rest }: RootProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  // A controlled value follows its owner (an address, after a navigation): until it does, the tab
  // just chosen (and focused) must already be the one in the tab order, or it shows no focus ring
  // (styles.css drops it from elements taken out of the tab order).
  const [roving, setRoving] = useState(current);
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setRoving(current);
  }
  const select = (next: string) => {
    setRoving(next);
    if (next === current) return;
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ id, value: current, roving, select }}>
      <div data-orientation="horizontal" {...rest}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** Arrow keys move to the next or previous tab (round), Home and End to the first and last; the tab focused is chosen. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? tabs.length - 1
        : event.key in STEP
          ? (at + (STEP[event.key] ?? 0) + tabs.length) % tabs.length
          : null;
  if (to === null) return;
  event.preventDefault();
  tabs[to]?.focus();
}

function List({ onKeyDown, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...rest}
    />
  );
}

function Trigger({ value, ...rest }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.id, value)}
      aria-selected={active}
      aria-controls={contentId(tabs.id, value)}
      data-state={state(active)}
      tabIndex={tabs.roving === value ? 0 : -1}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      {...rest}
    />
  );
}

/** A panel; an inactive one is left out, unless `forceMount` keeps it in the page (hidden by its styles). */
function Content({
  value,
  forceMount,
  ...rest
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      data-state={state(active)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a stop after its tab (WAI-ARIA tabs pattern), as Radix's is.
      tabIndex={0}
      {...rest}
    />
  );
}

export const Tabs = { Root, List, Trigger, Content };
