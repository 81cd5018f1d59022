import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, reactAriaStyles, securityHeaders } from './securityHeaders';

/** Every `add_header Name "value" always;` line of the README's nginx snippets. */
function readmeHeaders(): Array<[string, string]> {
  const readme = readFileSync('README.md', 'utf8');
  return [...readme.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)].map((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
}

/** The <style> texts a react-aria module adds (`style.textContent = `...`.trim()`), constants filled in. */
function reactAriaStyleTexts(module: string): string[] {
  const root = dirname(createRequire(`${process.cwd()}/`).resolve('react-aria/package.json'));
  const source = readFileSync(join(root, 'dist/private', module), 'utf8');
  const constants = new Map(
    [...source.matchAll(/const (\$[\w$]+) = '([^']*)';/g)].map((match) => [match[1], match[2]]),
  );
  return [...source.matchAll(/\.textContent = `([^`]*)`\.trim\(\)/g)].map((match) =>
    (match[1] ?? '').replace(/\$\{(\$[\w$]+)\}/g, (whole, name: string) => constants.get(name) ?? whole).trim(),
  );
}

describe('the security headers', () => {
  it('the README nginx snippet sends every header with exactly the value vite preview sends', () => {
    const inReadme = readmeHeaders();
    for (const [name, value] of Object.entries(securityHeaders)) {
      const lines = inReadme.filter(([header]) => header === name);
      expect(lines.length, `add_header ${name} in the README`).toBeGreaterThan(0);
      for (const [, written] of lines) expect(written, name).toBe(value);
    }
    expect(inReadme.find(([name]) => name === 'Content-Security-Policy')?.[1]).toBe(contentSecurityPolicy);
  });

  it("allows by hash exactly the <style> elements react-aria's installed version adds", () => {
    expect([
      ...reactAriaStyleTexts('interactions/usePress.mjs'),
      ...reactAriaStyleTexts('overlays/usePreventScroll.mjs'),
    ]).toEqual([...reactAriaStyles]);
  });

  it("has no 'unsafe-inline' or 'unsafe-eval', and locks down objects, base URIs, framing and connections", () => {
    expect(contentSecurityPolicy).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' ",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self';",
      "form-action 'self'",
    ])
      expect(contentSecurityPolicy).toContain(directive);
  });
});
