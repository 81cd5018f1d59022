import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './securityHeaders';
import { localeDataScript, withLocaleData } from './localeData';

/** Runs the script with `Intl` and `navigator` stood in for; returns what it asked for, in order. */
function run(missing?: string): string[] {
  const asked: string[] = [];
  const kind = (name: string, made: object) =>
    function Kind(locale: string) {
      asked.push(`${name} ${locale}`);
      if (name === missing) throw new TypeError(`${name} is not a constructor`);
      return made;
    };
  const intl = {
    DateTimeFormat: {
      supportedLocalesOf: (locales: string[]) => {
        asked.push(`supportedLocalesOf ${locales.join()}`);
        return locales;
      },
    },
    Locale: kind('Locale', { maximize: () => asked.push('maximize') }),
    NumberFormat: kind('NumberFormat', { format: (value: number) => asked.push(`format ${value}`) }),
  };
  new Function('Intl', 'navigator', localeDataScript)(intl, { language: 'en-GB' });
  return asked;
}

describe('the locale data script', () => {
  it("asks for react-aria's locale lookups and a price's number format, in the visitor's language", () => {
    expect(run()).toEqual(['supportedLocalesOf en-GB', 'Locale en-GB', 'maximize', 'NumberFormat en-GB', 'format 1']);
  });

  it('never throws: a browser without a kind of Intl object skips the rest', () => {
    expect(run('Locale')).toEqual(['supportedLocalesOf en-GB', 'Locale en-GB']);
  });

  it("goes right after the title, before the build's stylesheet and entry script, which it must not wait for", () => {
    const html = withLocaleData(
      '<head>\n    <title>Forecourt</title>\n    <script type="module" src="/app/main.tsx"></script>\n' +
        '    <link rel="stylesheet" href="/assets/style.css">\n  </head>',
    );
    const script = html.indexOf(`<script>${localeDataScript}</script>`);
    expect(script).toBeGreaterThan(html.indexOf('</title>'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(() => withLocaleData('<head></head>')).toThrow(/no <\/title>/);
  });

  it('is allowed by its hash in the Content-Security-Policy, which still allows no inline script but it', () => {
    const hash = createHash('sha256').update(localeDataScript).digest('base64');
    expect(contentSecurityPolicy).toContain(`script-src 'self' 'sha256-${hash}' `);
    expect(contentSecurityPolicy).not.toMatch(/unsafe-inline/);
  });
});
