import { describe, expect, it } from 'vitest';
import { paintFirstEntry, prerenderedPage, serverRenderedPage } from './html';

const builtIndex = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta
      name="description"
      content="The home page's description."
    />
    <title>Home | Forecourt</title>
    <script type="module" crossorigin src="/assets/index-AbC_1-2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-x.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const nothing = { markup: '', title: '', description: '' };

describe('the prerendered page', () => {
  it('carries the markup in #root, marked until the app has hydrated it, and starts through its own script', () => {
    const page = prerenderedPage(
      builtIndex,
      { markup: '<main><h1>Hello</h1></main>', title: 'Terms & conditions | Forecourt', description: 'Our "terms".' },
      'start-123.js',
    );
    expect(page).toContain('<title>Terms &amp; conditions | Forecourt</title>');
    expect(page).toContain('content="Our &quot;terms&quot;."');
    expect(page).not.toContain('Home | Forecourt');
    expect(page).toContain('<div id="root" data-hydrating><main><h1>Hello</h1></main></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/start-123.js"></script>');
    // The entry is not in the page: fetched early, it would compete with the page's first paint.
    expect(page).not.toContain('index-AbC_1-2.js');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-x.css">');
  });

  it('refuses a built page it cannot prerender into, rather than writing a broken one', () => {
    expect(() =>
      prerenderedPage(builtIndex.replace('<div id="root"></div>', '<div id="app"></div>'), nothing, 's.js'),
    ).toThrow(/no <div id="root"><\/div>/);
    expect(() => prerenderedPage(builtIndex.replace(/<script[^>]*><\/script>/, ''), nothing, 's.js')).toThrow(
      /entry script/,
    );
  });

  it('starts the entry as a module script of the site, after the first contentful paint', () => {
    const start = paintFirstEntry('index-AbC_1-2.js');
    expect(start).toContain("entry.src = '/assets/index-AbC_1-2.js'");
    expect(start).toContain("entry.type = 'module'");
    expect(start).toContain("getEntriesByName('first-contentful-paint')");
  });
});

describe('the server-rendered page', () => {
  // Advert text is the dealer's: String.replace would read `$&`, `$'` and `$1` in it as patterns.
  const advert = "Low miles $& a 'full' service $' history $1 <b>";

  it('keeps the text of the page and its data exactly, whatever dollar signs it holds', () => {
    const page = serverRenderedPage(
      builtIndex,
      {
        markup: `<main><h1>Ford $' Fiesta</h1><p>${advert}</p></main>`,
        title: 'Ford $& Fiesta, £9,995 | Forecourt',
        description: "Ford Fiesta $' for sale.",
        dehydratedState: { vehicle: { vehicleId: 1, vehicle: null, notFound: true, askedPostcode: advert } },
      },
      'start-123.js',
    );
    expect(page).toContain(`<div id="root" data-hydrating><main><h1>Ford $' Fiesta</h1><p>${advert}</p></main></div>`);
    expect(page).toContain('<title>Ford $&amp; Fiesta, £9,995 | Forecourt</title>');
    expect(page).toContain('content="Ford Fiesta $\' for sale."');
  });

  it('carries its dehydrated state in a JSON block right after #root, where no text in it can end the block', () => {
    const dehydratedState = { vehicle: { vehicleId: 1, vehicle: null, notFound: true, askedPostcode: '</script><b>' } };
    const page = serverRenderedPage(
      builtIndex,
      { ...nothing, markup: '<main></main>', dehydratedState },
      'start-123.js',
    );
    const block =
      /<div id="root" data-hydrating><main><\/main><\/div><script type="application\/json" id="dehydrated-state">(.*?)<\/script>/.exec(
        page,
      );
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toEqual(dehydratedState);
  });
});
