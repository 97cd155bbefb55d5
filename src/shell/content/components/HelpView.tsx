/** Help: the left navigation by title and the chosen entry's HTML (and its sub-items) on the right. */
import type { HelpEntry } from '@contracts/content/calls';
import { useEffect, useRef, useState } from 'react';
import styles from '../content.module.css';
import { SafeHtml } from './SafeHtml';

export function HelpView({ entries, initial, child }: { entries: readonly HelpEntry[]; initial: number; child: number | null }) {
  const [index, setIndex] = useState(initial);
  const childRef = useRef<HTMLElement | null>(null);
  useEffect(() => setIndex(initial), [initial]);
  useEffect(() => {
    childRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const entry = entries[index] ?? entries[0];
  if (!entry) return null;
  return (
    <div className={styles.help} data-testid="help-view">
      <ul className={styles.helpNav}>
        {entries.map((e, i) => (
          <li key={e.id}>
            <button type="button" aria-current={i === index} onClick={() => setIndex(i)} data-testid="help-nav" data-tag={e.tag}>
              {e.title}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.helpBody} data-testid="help-body" data-tag={entry.tag}>
        <h2>{entry.title}</h2>
        <SafeHtml html={entry.content} testId="help-html" />
        {entry.children.map((c, i) => (
          <section
            key={c.title}
            ref={index === initial && i === child ? childRef : undefined}
            data-active={index === initial && i === child}
            data-testid="help-child"
          >
            <h3>{c.title}</h3>
            <SafeHtml html={c.content} />
          </section>
        ))}
      </div>
    </div>
  );
}
