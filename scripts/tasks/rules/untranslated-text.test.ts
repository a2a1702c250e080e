import { describe, expect, test } from 'vitest';
import { untranslatedText } from './untranslated-text.ts';

describe('UI words outside the catalogs', () => {
  test('a planted untranslated word between tags or in a label is found', () => {
    const source = `
      export function Card() {
        const i18n = useI18n();
        return (
          <section aria-label="Opening hours">
            <h2>{i18n._('Recently Added Businesses')}</h2>
            <p>Check back soon</p>
            <input placeholder={'Your email'} alt={i18n._('A shop')} />
            <span>© · / {count}</span>
          </section>
        );
      }`;
    expect(untranslatedText('card.tsx', source)).toEqual([
      'card.tsx:5: "Opening hours"',
      'card.tsx:7: "Check back soon"',
      'card.tsx:8: "Your email"',
    ]);
  });

  test('a file whose words all come from the catalogs passes', () => {
    const source = `export const A = () => <a title={i18n._('Home')} className="flex">{i18n._('Home')}</a>;`;
    expect(untranslatedText('a.tsx', source)).toEqual([]);
  });
});
