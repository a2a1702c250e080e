import { Fragment, type ReactNode } from 'react';

/**
 * A translated message with numbered tags (`Where Locals Shop <0>Locals</0>`) drawn as elements:
 * each language keeps its own word order and still marks the same words.
 */
export function withTags(message: string, tags: Record<number, (chunk: string) => ReactNode>): ReactNode {
  const parts = message.split(/<(\d+)>(.*?)<\/\1>/s);
  // split with two groups: text, tag number, tag content, text, …
  return parts.map((part, index) => {
    if (index % 3 === 0) return part ? <Fragment key={index}>{part}</Fragment> : null;
    if (index % 3 === 2) return null;
    const tag = tags[Number(part)];
    const chunk = parts[index + 1] ?? '';
    return <Fragment key={index}>{tag ? tag(chunk) : chunk}</Fragment>;
  });
}
