import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { Button, Dialog, Modal } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, reactAriaStyles, securityHeaders } from './securityHeaders';

const headersSnippet = 'deploy/nginx/forecourt-headers.conf';
const site = 'deploy/nginx/forecourt.conf';

/** Every `add_header Name "value" always;` line of an nginx file, as [name, value]. */
function addHeaderLines(file: string): Array<[string, string]> {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)].map((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
}

/** The site's `location` blocks (none nests another), each as its opening line and its body. */
function locations(file: string): Array<{ location: string; body: string }> {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*(location [^{]+)\{([^}]*)\}/gm)].map((match) => ({
    location: (match[1] ?? '').trim(),
    body: match[2] ?? '',
  }));
}

/** An iPhone's Safari, where react-aria's scroll lock adds its overscroll rule. */
function onAnIphone() {
  const userAgent =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  Object.defineProperty(navigator, 'platform', { value: 'iPhone', configurable: true });
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'platform');
    Reflect.deleteProperty(navigator, 'userAgent');
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

describe('the security headers', () => {
  it('the production nginx snippet sends exactly the headers vite preview and the page renderer send', () => {
    expect(addHeaderLines(headersSnippet)).toEqual(Object.entries(securityHeaders));
    expect(addHeaderLines(headersSnippet).find(([name]) => name === 'Content-Security-Policy')?.[1]).toBe(
      contentSecurityPolicy,
    );
  });

  it('every location of the site that answers from dist/ includes the snippet (nginx drops inherited add_header)', () => {
    const served = locations(site).filter(({ body }) => body.includes('try_files'));
    expect(served.map(({ location }) => location)).toEqual(['location /assets/', 'location = /', 'location /']);
    for (const { location, body } of served)
      expect(body, location).toContain(`include snippets/${headersSnippet.split('/').at(-1)};`);
  });

  it("allows by hash exactly the <style> elements react-aria's installed version adds", async () => {
    // react-aria adds them outside tests only (it reads NODE_ENV as it runs), the overscroll rule only
    // while an overlay locks scrolling on an iPhone.
    vi.stubEnv('NODE_ENV', 'production');
    const restoreNavigator = onAnIphone();
    try {
      const { unmount } = render(
        createElement(
          Fragment,
          null,
          createElement(Button, null, 'Search'),
          createElement(Modal, { isOpen: true }, createElement(Dialog, { 'aria-label': 'Filter' })),
        ),
      );
      const added = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
      unmount();
      expect(added.toSorted()).toEqual([...reactAriaStyles].toSorted());
    } finally {
      restoreNavigator();
    }
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
