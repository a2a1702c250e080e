// `asChild`: a part's props and styles given to its one child element instead of an element of its
// own (a link that looks like a button). The few lines of Radix's Slot we use: its 1.4 KB was on
// every islands page (docs/decisions/041).
import { Children, cloneElement, isValidElement, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = Record<string, unknown>;

/** Both refs, for the slot's and the child's own. */
function bothRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): Ref<T> | undefined {
  if (!a || !b) return a ?? b;
  return (node: T | null) => {
    for (const ref of [a, b]) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The child with the slot's props: the child's own win, handlers both run (the child's first), classes and styles add up. */
export function Slot({ children, ...slot }: Props & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const own = child.props;
  const merged: Props = { ...slot, ...own };
  for (const [key, value] of Object.entries(slot)) {
    const theirs = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        value(...args);
      };
    }
  }
  merged.className = cn(slot.className as string | undefined, own.className as string | undefined);
  if (slot.style || own.style) merged.style = { ...(slot.style as object), ...(own.style as object) };
  merged.ref = bothRefs(slot.ref as Ref<unknown> | undefined, own.ref as Ref<unknown> | undefined);
  return cloneElement(child, merged);
}
